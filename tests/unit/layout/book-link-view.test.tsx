import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { BookLinkView } from "@/components/layout/book-link-view";

afterEach(cleanup);

// The doctors, soonest free first, at their list, as the header writes it.
const BOOK = "/en/doctors?sort=soonest#doctor-list";

describe("the header's booking link drawn from its data (book-link-view.tsx)", () => {
  it("leads to the doctors' list as a page load, with its short label for a phone and its long one from sm up", () => {
    render(<BookLinkView href={BOOK} short="Book" long="Book an appointment" />);
    const link = screen.getByRole("link");
    expect(link.getAttribute("href")).toBe(BOOK);
    expect(link.getAttribute("data-soft-nav")).toBe("off");
    expect(link.className).toBe("btn btn-accent btn-sm px-3 sm:px-4");
    expect(screen.getByText("Book").className).toBe("sm:hidden");
    expect(screen.getByText("Book an appointment").className).toBe("hidden sm:inline");
  });
});
