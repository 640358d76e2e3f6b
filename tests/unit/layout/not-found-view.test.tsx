import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { NotFoundView } from "@/components/layout/not-found-view";

afterEach(cleanup);

describe("the 404 view drawn from its texts (not-found-view.tsx)", () => {
  it("shows the code to the eye and says it to screen readers, then the title, the text and a link home that navigates on the client", () => {
    const { container } = render(
      <NotFoundView homeHref="/en" codeLabel="Error 404" title="This page could not be found" text="The link may be broken." home="Back to the home page" />,
    );
    const view = container.querySelector("section.status-view")!;
    expect(view.querySelector(".status-code")?.getAttribute("aria-hidden")).toBe("true");
    expect(view.querySelector(".status-code bdi")?.textContent).toBe("404");
    expect(screen.getByText("Error 404").className).toBe("sr-only");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("This page could not be found");
    expect(screen.getByText("The link may be broken.").tagName).toBe("P");
    const home = screen.getByRole("link", { name: "Back to the home page" });
    expect(home.getAttribute("href")).toBe("/en");
    expect(home.className).toBe("btn btn-primary btn-lg");
    expect(home.hasAttribute("data-soft-nav")).toBe(true);
  });
});
