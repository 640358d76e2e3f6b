import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import en from "@/messages/en.json";
import { DEFAULT_OFFER_QUERY } from "@/lib/offers/query";
import type { OfferCard, OfferCardPage } from "@/lib/offers/types";


const { OfferList } = await import("@/components/offers/offer-list");

const card = (id: number, over: Partial<OfferCard> = {}): OfferCard => ({
  id,
  slug: `offer-${id}`,
  title: `Offer ${id}`,
  excerpt: "Summary",
  image: "offers/x.webp",
  price: 100 + id,
  priceInsteadOf: 200,
  discount: 40,
  currency: "SAR",
  endDate: "2026-12-31",
  isExpired: false,
  ...over,
});

const pageOf = (ids: number[], over: Partial<OfferCardPage> = {}): OfferCardPage => ({
  offers: ids.map((id) => card(id)),
  total: 30,
  perPage: 12,
  page: 1,
  lastPage: 3,
  showExpired: false,
  ...over,
});

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
const requested = () => fetchMock.mock.calls.map(([url]) => new URL(String(url), "http://site.test"));

function setup(initial = pageOf([1, 2])) {
  render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Riyadh">
      <OfferList
        query={DEFAULT_OFFER_QUERY}
        page={initial}
        categories={[
          { id: 5, name: "Dermatology" },
          { id: 6, name: "Heart" },
        ]}
        listPath="/en/offers"
      />
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    const query = new URL(String(url), "http://site.test").searchParams;
    const page = Number(query.get("page") ?? "1");
    return json(pageOf([page * 10 + 1, page * 10 + 2], { page }));
  });
  vi.stubGlobal("fetch", fetchMock);
  window.history.replaceState(null, "", "/en/offers");
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const titles = () => within(screen.getByTestId("offer-results")).getAllByRole("heading").map((h) => h.textContent);

describe("offers list (client)", () => {
  it("renders the server's offers with prices and the count", () => {
    setup();
    expect(titles()).toEqual(["Offer 1", "Offer 2"]);
    expect(screen.getByTestId("offer-count").textContent).toBe("Showing 2 of 30 offers");
    expect(screen.getAllByText("40% off")).toHaveLength(2);
  });

  it("filters by several categories at once; the URL follows", async () => {
    setup();
    fireEvent.click(screen.getByRole("checkbox", { name: "Heart" }));
    await waitFor(() => expect(window.location.search).toBe("?category=6"));
    fireEvent.click(screen.getByRole("checkbox", { name: "Dermatology" }));
    await waitFor(() => expect(window.location.search).toBe("?category=5%2C6"));
    await waitFor(() => expect(titles()).toEqual(["Offer 11", "Offer 12"]));
    expect(requested().at(-1)?.searchParams.get("category")).toBe("5,6");
    expect(requested().at(-1)?.searchParams.get("lang")).toBe("en");
    expect((screen.getByRole("checkbox", { name: "Heart" }) as HTMLInputElement).checked).toBe(true);
  });

  it("sorts by each of the four orders and back to the default", async () => {
    setup();
    const select = screen.getByRole("combobox", { name: "Sort by" });
    // The options' values are the URL's own sort values, so the server's GET form and this list agree.
    for (const param of ["price-desc", "price-asc", "bookings-desc", "bookings-asc"] as const) {
      fireEvent.change(select, { target: { value: param } });
      await waitFor(() => expect(requested().at(-1)?.searchParams.get("sort")).toBe(param));
      expect(window.location.search).toBe(`?sort=${param}`);
    }
    fireEvent.change(select, { target: { value: "" } });
    await waitFor(() => expect(window.location.search).toBe(""));
  });

  it("a search starts again from page 1", async () => {
    setup(pageOf([21, 22], { page: 2 }));
    fireEvent.change(screen.getByRole("searchbox", { name: "Search offers" }), { target: { value: "laser" } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(window.location.search).toBe("?search=laser"));
    expect(requested().at(-1)?.searchParams.get("page")).toBeNull();
    // A first load decides showExpired on the server.
    expect(requested().at(-1)?.searchParams.get("expired")).toBeNull();
  });

  it("load more appends the next page and moves the focus to the first new offer", async () => {
    setup();
    const more = screen.getByRole("link", { name: "Load more offers" });
    expect(more.getAttribute("href")).toBe("/en/offers?page=2");
    fireEvent.click(more);
    await waitFor(() => expect(titles()).toEqual(["Offer 1", "Offer 2", "Offer 21", "Offer 22"]));
    expect(requested().at(-1)?.searchParams.get("expired")).toBe("0");
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Offer 21"));
    expect(window.location.search).toBe("?page=2");
  });

  it("marks expired offers and explains why they are shown (showExpired)", () => {
    setup(pageOf([7], { showExpired: true, total: 1, lastPage: 1, offers: [card(7, { isExpired: true })] }));
    expect(screen.getByTestId("offers-expired-note").textContent).toContain("They have ended");
    expect(screen.getByText("Ended").textContent).toBe("Ended");
    expect(screen.queryByRole("link", { name: "Load more offers" })).toBeNull();
  });

  it("restores the list of the URL on Back/Forward", async () => {
    setup();
    window.history.pushState(null, "", "/en/offers?sort=price-asc&category=6");
    await act(async () => {
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await waitFor(() => expect(requested().at(-1)?.searchParams.get("sort")).toBe("price-asc"));
    expect(requested().at(-1)?.searchParams.get("category")).toBe("6");
    expect((screen.getByRole("combobox", { name: "Sort by" }) as HTMLSelectElement).value).toBe("price-asc");
  });
});
