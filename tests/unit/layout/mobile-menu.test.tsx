import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { MobileMenu } from "@/components/layout/mobile-menu";
import type { MenuEntry } from "@/components/layout/menu-entry";
import { giveDialogsModalMethods } from "../../support/dialog";

vi.mock("next/navigation", () => ({ usePathname: () => "/en" }));

beforeAll(giveDialogsModalMethods);
afterEach(cleanup);

const entries: MenuEntry[] = [
  { id: 1, title: "Doctors", href: "/en/doctors" },
  { id: 2, title: "Patients", children: [{ id: 3, title: "Visiting hours", href: "/en/visiting" }] },
  { id: 4, title: "Careers", href: "https://careers.example.com", external: true },
];
const more: MenuEntry[] = [{ id: 5, title: "News", href: "/en/news" }];
// Pages of the site as the server writes them into the sheet's parts.
const SITE_MAP = "/en/site-map";
const BOOK = "/en/doctors?sort=soonest";

function show() {
  render(
    <MobileMenu
      nav={{ moreLabel: "More", newTab: "(opens in a new tab)", entries, more }}
      labels={{ open: "Open menu", close: "Close menu", title: "Menu" }}
      fallback={<a href={SITE_MAP}>Menu (site map)</a>}
    >
      <a href={BOOK}>Book an appointment</a>
    </MobileMenu>,
  );
}

describe("the phone's menu sheet", () => {
  it("draws the header's entries when opened: a heading's children under it, another site's link said to open a new tab, the web-more entries under their heading", async () => {
    show();
    // Nothing of the sheet's lists in the page until it is opened.
    expect(screen.queryByRole("link", { name: "Doctors" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
    const sheet = screen.getByRole("dialog", { name: "Menu" });
    const nav = await within(sheet).findByRole("navigation", { name: "Menu" });
    expect(within(sheet).getByRole("link", { name: "Book an appointment" })).toBeTruthy();
    expect(within(nav).getByRole("link", { name: "Doctors" }).getAttribute("href")).toBe("/en/doctors");
    const patients = within(nav).getByText("Patients").closest("li")!;
    expect(within(patients).getByRole("link", { name: "Visiting hours" }).getAttribute("href")).toBe("/en/visiting");
    const careers = within(nav).getByRole("link", { name: "Careers (opens in a new tab)" });
    expect(careers.getAttribute("target")).toBe("_blank");
    expect(careers.getAttribute("rel")).toBe("noopener noreferrer");
    expect(within(nav).getByText("More").nextElementSibling?.textContent).toBe("News");
  });
});
