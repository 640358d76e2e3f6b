import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubFetchEachTest } from "../support/fetch-stub";
import en from "@/messages/en.json";
import type { ContentItem, ContentPage } from "@/lib/content/types";

const { ContentList } = await import("@/components/lists/content-list");

const item = (id: number): ContentItem => ({
  kind: "clinics",
  id,
  slug: `clinic-${id}`,
  slugs: { ar: `عيادة-${id}`, en: `clinic-${id}` },
  title: `Clinic ${id}`,
  excerpt: "Summary",
  body: "",
  image: "clinics/x.webp",
  order: id,
  createdAt: "2026-01-01T00:00:00Z",
  updatedAt: "2026-01-01T00:00:00Z",
  phone: "+966 12 000 0000",
  location: "Jeddah",
  workingHours: "",
  speciality: null,
});

const pageOf = (current: number, ids: number[], last = 3): ContentPage<ContentItem> => ({
  items: ids.map(item),
  page: { total: 30, perPage: 12, current, last },
});

function setup(initial = pageOf(1, [1, 2])) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Riyadh">
      <QueryClientProvider client={client}>
        <ContentList kind="clinics" initial={initial} />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
  return client;
}

const fetchMock = stubFetchEachTest(cleanup);
const json = jsonResponse;

const titles = () => screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);

describe("ContentList", () => {
  it("renders the server page with a ?page=2 link and makes no call", () => {
    setup();
    expect(titles()).toEqual(["Clinic 1", "Clinic 2"]);
    expect(screen.getByRole("link", { name: "Load more" }).getAttribute("href")).toBe("/en/clinics?page=2");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("load more fetches page 2, shows skeletons for at least 200 ms and appends", async () => {
    fetchMock.mockResolvedValueOnce(json(pageOf(2, [3, 4])));
    setup();
    const started = Date.now();
    fireEvent.click(screen.getByRole("link", { name: "Load more" }));
    await waitFor(() => expect(screen.getAllByRole("list")[0]!.getAttribute("aria-busy")).toBe("true"));
    expect(String(fetchMock.mock.calls[0]![0])).toBe("/api/content/clinics?lang=en&page=2");
    await waitFor(() => expect(titles()).toEqual(["Clinic 1", "Clinic 2", "Clinic 3", "Clinic 4"]));
    expect(Date.now() - started).toBeGreaterThanOrEqual(195);
    expect(screen.getAllByRole("list")[0]!.getAttribute("aria-busy")).toBe("false");
    expect(screen.getByRole("link", { name: "Load more" }).getAttribute("href")).toBe("/en/clinics?page=3");
  });

  it("clears the loading state and reports the error when a page fails", async () => {
    fetchMock.mockResolvedValueOnce(json({ message: "Upstream error" }, 502));
    setup();
    fireEvent.click(screen.getByRole("link", { name: "Load more" }));
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", en.lists.loadError);
    expect(screen.getAllByRole("list")[0]!.getAttribute("aria-busy")).toBe("false");
    expect(titles()).toEqual(["Clinic 1", "Clinic 2"]);
  });

  it("a search starts again from page 1; an empty search returns to the list without a call", async () => {
    fetchMock.mockResolvedValueOnce(json(pageOf(1, [9], 1)));
    setup();
    const search = screen.getByRole("search");
    fireEvent.change(within(search).getByRole("searchbox"), { target: { value: "heart" } });
    fireEvent.submit(search);
    await waitFor(() => expect(titles()).toEqual(["Clinic 9"]));
    expect(String(fetchMock.mock.calls[0]![0])).toBe("/api/content/clinics?lang=en&page=1&search=heart");
    expect(screen.queryByRole("link", { name: "Load more" })).toBeNull();

    await act(async () => {
      fireEvent.change(within(search).getByRole("searchbox"), { target: { value: "" } });
    });
    expect(titles()).toEqual(["Clinic 1", "Clinic 2"]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows the empty state when there is nothing", () => {
    setup({ items: [], page: { total: 0, perPage: 12, current: 1, last: 1 } });
    expect(screen.getByText(en.empty.noData)).toBeTruthy();
  });
});
