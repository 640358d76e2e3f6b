import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
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
const BOOK = "/en/doctors?sort=soonest#doctor-list";

const menu = (
  <MobileMenu
    nav={{ moreLabel: "More", newTab: "(opens in a new tab)", entries, more }}
    labels={{ open: "Open menu", close: "Close menu", title: "Menu" }}
    book={{ href: BOOK, label: "Book an appointment" }}
    siteMap={{ href: SITE_MAP, label: "Menu (site map)" }}
  />
);

function show() {
  render(menu);
}

describe("the phone's menu sheet", () => {
  it("draws the header's entries when opened: a heading's children under it, another site's link said to open a new tab, the web-more entries under their heading", async () => {
    show();
    // Nothing of the sheet's lists in the page until it is opened.
    expect(screen.queryByRole("link", { name: "Doctors" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
    const sheet = screen.getByRole("dialog", { name: "Menu" });
    const nav = await within(sheet).findByRole("navigation", { name: "Menu" });
    // The way into booking leads the sheet, a page load like the header's own.
    const book = within(sheet).getByRole("link", { name: "Book an appointment" });
    expect(within(sheet).getAllByRole("link")[0]).toBe(book);
    expect(book.getAttribute("href")).toBe(BOOK);
    expect(book.getAttribute("data-soft-nav")).toBe("off");
    expect(within(nav).getByRole("link", { name: "Doctors" }).getAttribute("href")).toBe("/en/doctors");
    const patients = within(nav).getByText("Patients").closest("li")!;
    expect(within(patients).getByRole("link", { name: "Visiting hours" }).getAttribute("href")).toBe("/en/visiting");
    const careers = within(nav).getByRole("link", { name: "Careers (opens in a new tab)" });
    expect(careers.getAttribute("target")).toBe("_blank");
    expect(careers.getAttribute("rel")).toBe("noopener noreferrer");
    expect(within(nav).getByText("More").nextElementSibling?.textContent).toBe("News");
  });

  it("is a link to the site map in the server's markup, drawn from its data, and the button once hydrated", async () => {
    const written = renderToString(menu);
    const container = document.createElement("div");
    container.innerHTML = written;
    document.body.append(container);
    onTestFinished(() => container.remove());
    const siteMap = within(container).getByRole("link", { name: "Menu (site map)" });
    expect(siteMap.getAttribute("href")).toBe(SITE_MAP);
    expect(siteMap.className).toBe("menu-button");
    expect(container.querySelector("dialog")).toBeNull();

    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, menu, { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    expect(within(container).queryByRole("link", { name: "Menu (site map)" })).toBeNull();
    expect(within(container).getByRole("button", { name: "Open menu" }).className).toBe("menu-button");
    act(() => root.unmount());
  });
});
