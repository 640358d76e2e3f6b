import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { MobileMenu } from "@/components/layout/mobile-menu";
import type { MenuEntry } from "@/components/layout/menu-entry";
import { giveDialogsModalMethods } from "../../support/dialog";
import { answerReads } from "../../support/answer-reads";

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

const NAV_URL = "/api/frame/header-nav?lang=en";
const headerNav = { locale: "en", logo: { siteName: "Al Nada", label: "Al Nada home", compact: true }, nav: { label: "Main", moreLabel: "More", newTab: "(opens in a new tab)", entries, more } };

/** The menu with its entries kept under `keptKey`: each test its own, as the sheet's reads are kept by URL and key. */
const menuKeptUnder = (keptKey: string) => (
  <MobileMenu
    navSource={{ keptKey, dataUrl: NAV_URL }}
    labels={{ open: "Open menu", close: "Close menu", title: "Menu" }}
    book={{ href: BOOK, label: "Book an appointment" }}
    siteMap={{ href: SITE_MAP, label: "Menu (site map)" }}
  />
);

/** Opens the sheet as a tap does; awaited, as its lists wait for their entries. */
async function openMenu() {
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Open menu" })));
}

describe("the phone's menu sheet", () => {
  it("draws the header's entries when opened: a heading's children under it, another site's link said to open a new tab, the web-more entries under their heading", async () => {
    const reads = answerReads(() => Response.json(headerNav));
    render(menuKeptUnder("drawn"));
    // Nothing of the sheet's lists in the page, nor read, until it is opened.
    expect(screen.queryByRole("link", { name: "Doctors" })).toBeNull();
    expect(reads).toEqual([]);
    await openMenu();
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
    expect(reads).toEqual([NAV_URL]);

    // Closed and opened again: the entries already read, not read again.
    fireEvent.click(within(sheet).getByRole("button", { name: "Close menu" }));
    await openMenu();
    await within(screen.getByRole("dialog", { name: "Menu" })).findByRole("link", { name: "Doctors" });
    expect(reads).toEqual([NAV_URL]);
  });

  it("still leads into booking and to the site map when its entries cannot be read", async () => {
    const reads = answerReads(() => new Response("Upstream error", { status: 502 }));
    render(menuKeptUnder("unread"));
    await openMenu();
    const sheet = screen.getByRole("dialog", { name: "Menu" });
    const nav = await within(sheet).findByRole("navigation", { name: "Menu" });
    expect(within(sheet).getAllByRole("link")[0]?.getAttribute("href")).toBe(BOOK);
    expect(within(nav).getByRole("link", { name: "Menu (site map)" }).getAttribute("href")).toBe(SITE_MAP);
    expect(reads).toEqual([NAV_URL]);
  });

  it("is a link to the site map in the server's markup, drawn from its data, and the button once hydrated", async () => {
    const menu = menuKeptUnder("hydrated");
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
