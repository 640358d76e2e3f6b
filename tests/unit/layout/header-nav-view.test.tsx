import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { HeaderNavView } from "@/components/layout/header-nav-view";
import type { MenuEntry } from "@/components/layout/menu-entry";

afterEach(cleanup);

const entries: MenuEntry[] = [
  { id: 1, title: "Doctors", href: "/en/doctors" },
  { id: 2, title: "Patients", children: [{ id: 3, title: "Visiting hours", href: "/en/visiting" }] },
];
const more: MenuEntry[] = [
  { id: 5, title: "News", href: "/en/news" },
  { id: 6, title: "Careers", href: "https://careers.example.com", external: true },
];
const logo = { siteName: "Al Nada", label: "Al Nada home page", compact: true };

describe("the header's bar drawn from its entries (header-nav-view.tsx)", () => {
  it("links the logo home, lists plain entries, opens a dropdown for an entry's children and one for the web-more entries", () => {
    render(<HeaderNavView locale="en" logo={logo} nav={{ label: "Main navigation", moreLabel: "More", newTab: "(opens in a new tab)", entries, more }} />);
    expect(screen.getByRole("link", { name: "Al Nada home page" }).getAttribute("href")).toBe("/en");
    const nav = screen.getByRole("navigation", { name: "Main navigation" });
    expect(within(nav).getByRole("link", { name: "Doctors" }).getAttribute("href")).toBe("/en/doctors");
    const [patients, moreList] = nav.querySelectorAll("details");
    expect(patients!.querySelector("summary")!.textContent).toBe("Patients");
    expect(within(patients as HTMLElement).getByRole("link", { name: "Visiting hours", hidden: true }).getAttribute("href")).toBe("/en/visiting");
    expect(moreList!.querySelector("summary")!.textContent).toBe("More");
    const careers = within(moreList as HTMLElement).getByRole("link", { name: "Careers (opens in a new tab)", hidden: true });
    expect(careers.getAttribute("target")).toBe("_blank");
  });

  it("is the logo alone in the minimal header", () => {
    render(<HeaderNavView locale="ar" logo={{ ...logo, compact: false }} />);
    expect(screen.getByRole("link").getAttribute("href")).toBe("/");
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});
