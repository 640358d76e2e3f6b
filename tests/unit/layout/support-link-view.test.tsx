import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SupportLinkView } from "@/components/layout/support-link-view";

afterEach(cleanup);

describe("the top bar's support link drawn from its data (support-link-view.tsx)", () => {
  it("opens WhatsApp at the number's digits in a new tab, said to screen readers, the number read left to right", () => {
    render(<SupportLinkView whatsapp={{ number: "+966 55 000 1984", label: "WhatsApp support", newTab: "(opens in a new tab)" }} />);
    const link = screen.getByRole("link", { name: "WhatsApp support +966 55 000 1984 (opens in a new tab)" });
    expect(link.getAttribute("href")).toBe("https://wa.me/966550001984");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(link.className).toBe("topbar-link");
    expect(link.querySelector("bdi")?.getAttribute("dir")).toBe("ltr");
  });

  it("is an empty item holding the row's start when the group has no number", () => {
    const { container } = render(<SupportLinkView whatsapp={null} />);
    expect(container.innerHTML).toBe("<span></span>");
  });
});
