import { QueryClient, type InfiniteData } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { toContentCardItem, type ContentCardItem } from "@/lib/content/card-item";
import { contentKeys } from "@/lib/content/client-fetch";
import { findCachedItem } from "@/lib/content/find-cached";
import { rememberShownItems } from "@/lib/content/loaded-items";
import type { ContentPage, NewsItem } from "@/lib/content/types";

const news = (id: number, en: string, ar: string): NewsItem => ({
  id,
  kind: "news",
  slug: en,
  slugs: { en, ar },
  title: `Item ${id}`,
  excerpt: `Summary ${id}`,
  body: "<p>Body</p>",
  image: { mobile: `cards/${id}-mobile.webp`, desktop: `cards/${id}-desktop.webp` },
  publishedAt: "2026-11-29T10:00:00+03:00",
  order: id,
  createdAt: "2026-11-01T00:00:00Z",
  updatedAt: "2026-11-01T00:00:00Z",
});

const page = (items: ContentCardItem[]): ContentPage<ContentCardItem> => ({
  items,
  page: { total: items.length, perPage: 3, current: 1, last: 1 },
});

describe("a content card", () => {
  it("carries what the card and the detail's fallback show, not the body nor the other language's slug", () => {
    const card = toContentCardItem(news(1, "lab-opens", "افتتاح-المختبر"));
    expect(card).toEqual({
      id: 1,
      kind: "news",
      slug: "lab-opens",
      title: "Item 1",
      excerpt: "Summary 1",
      image: { mobile: "cards/1-mobile.webp", desktop: "cards/1-desktop.webp" },
      publishedAt: "2026-11-29T10:00:00+03:00",
    });
  });
});

describe("findCachedItem (SPEC §4: a detail first looks in the items already loaded)", () => {
  it("finds an item a server-rendered list showed, by the slug its card links with, in that list's language only", () => {
    rememberShownItems("en", "news", [toContentCardItem(news(11, "shown-in-english", "عرض-بالعربية"))]);
    const client = new QueryClient();
    expect(findCachedItem(client, "en", "news", "shown-in-english")?.id).toBe(11);
    expect(findCachedItem(client, "ar", "news", "shown-in-english")).toBeUndefined();
    expect(findCachedItem(client, "en", "events", "shown-in-english")).toBeUndefined();
    expect(findCachedItem(client, "en", "news", "another-item")).toBeUndefined();
  });

  it("decodes a percent-encoded slug before comparing", () => {
    // An Arabic list's cards link with the Arabic slug.
    rememberShownItems("ar", "news", [{ ...toContentCardItem(news(13, "in-arabic", "خبر-بالعربية")), slug: "خبر-بالعربية" }]);
    expect(findCachedItem(new QueryClient(), "ar", "news", encodeURIComponent("خبر-بالعربية"))?.id).toBe(13);
  });

  it("finds an item in pages the interactive list loaded, the server's first page and fetched ones alike", () => {
    const client = new QueryClient();
    const first = page([toContentCardItem(news(21, "first-page-item", "عنصر-أول"))]);
    // A fetched page holds whole items (with both slugs): the slug the URL has still finds them.
    const fetched = page([news(22, "fetched-item", "عنصر-محمل")]);
    client.setQueryData<InfiniteData<ContentPage<ContentCardItem>>>(contentKeys.list("en", "news", "", 1), {
      pages: [first, fetched],
      pageParams: [1, 2],
    });
    expect(findCachedItem(client, "en", "news", "first-page-item")?.id).toBe(21);
    expect(findCachedItem(client, "en", "news", "fetched-item")?.title).toBe("Item 22");
    expect(findCachedItem(client, "ar", "news", "fetched-item")).toBeUndefined();
  });
});
