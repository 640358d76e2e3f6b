import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider, type IntlError } from "next-intl";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubFetchEachTest } from "../support/fetch-stub";
import { CONTENT_LIST_MESSAGES } from "@/components/lists/content-list-messages";
import { CONTENT_KINDS, KINDS, type ContentKind } from "@/lib/content/kinds";
import type { ContentItem, ContentPage } from "@/lib/content/types";
import { pickedClientMessages } from "@/lib/intl/client-messages";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";

const { ContentList } = await import("@/components/lists/content-list");
const { ContentListMarkup } = await import("@/components/lists/content-list-markup");

const base = { body: "", image: "x.webp", order: 1, createdAt: "2026-01-01T00:00:00Z", updatedAt: "2026-01-01T00:00:00Z", excerpt: "Summary" };

/** An item of `kind` with every fact its card can show. */
function itemOf(kind: ContentKind, id: number): ContentItem {
  const common = { ...base, id, slug: `item-${id}`, slugs: { ar: `عنصر-${id}`, en: `item-${id}` }, title: `Item ${id}` };
  switch (kind) {
    case "clinics":
    case "oncologies":
      return { ...common, kind, phone: "+966 12 000 0000", location: "Jeddah", workingHours: "", speciality: { id: 1, name: "Cardiology" } };
    case "events":
      return { ...common, kind, startsAt: "2026-12-10T09:00:00Z", endsAt: "2026-12-10T11:00:00Z", timeZone: "Asia/Riyadh", location: "Jeddah" };
    case "news":
      return { ...common, kind, publishedAt: "2026-11-28T10:00:00+03:00" };
    default:
      return { ...common, kind };
  }
}

const pageOf = (kind: ContentKind, current: number, ids: number[]): ContentPage<ContentItem> => ({
  items: ids.map((id) => itemOf(kind, id)),
  page: { total: 30, perPage: 12, current, last: 3 },
});

const fetchMock = stubFetchEachTest(cleanup);
const json = jsonResponse;

describe("each content kind's list, with only the messages its page sends", () => {
  for (const kind of CONTENT_KINDS) {
    for (const [locale, catalogue] of [["ar", ar], ["en", en]] as const) {
      it(`${kind} (${locale}): draws, loads more, fails, searches where it can and shows its empty state, asking for no message it lacks`, async () => {
        const missing: string[] = [];
        const messages = pickedClientMessages(catalogue, CONTENT_LIST_MESSAGES[kind]);
        const wrap = (children: React.ReactNode) => (
          <NextIntlClientProvider locale={locale} messages={messages} timeZone="Asia/Riyadh" onError={(error: IntlError) => missing.push(error.message)}>
            <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })}>{children}</QueryClientProvider>
          </NextIntlClientProvider>
        );
        render(wrap(<ContentListMarkup kind={kind} initial={pageOf(kind, 1, [1, 2])} searchLabel={KINDS[kind].searchable ? "Search" : undefined} />));
        cleanup();

        fetchMock.mockResolvedValueOnce(json(pageOf(kind, 2, [3])));
        fetchMock.mockResolvedValueOnce(json({ message: "Upstream error" }, 502));
        render(wrap(<ContentList kind={kind} initial={pageOf(kind, 1, [1, 2])} />));
        const loadMore = () => screen.getAllByRole("link").find((link) => /page=\d/.test(link.getAttribute("href") ?? "") && link.closest("nav") === null)!;
        await act(async () => fireEvent.click(loadMore()));
        await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
        await waitFor(() => expect(screen.queryByText("Item 3")).not.toBeNull());
        await act(async () => fireEvent.click(loadMore()));
        await waitFor(() => expect(screen.queryByText(catalogue.lists.loadError)).not.toBeNull());
        cleanup();

        // An empty list: its own empty state, drawn by the code.
        fetchMock.mockResolvedValue(json({ items: [], page: { total: 0, perPage: 12, current: 1, last: 1 } }));
        render(wrap(<ContentList kind={kind} initial={{ items: [], page: { total: 0, perPage: 12, current: 1, last: 1 } }} />));
        if (KINDS[kind].searchable) {
          const box = screen.getByRole("searchbox");
          fireEvent.change(box, { target: { value: "x" } });
          await act(async () => fireEvent.submit(box.closest("form")!));
        }
        expect(missing).toEqual([]);
      });
    }
  }
});
