import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it, vi } from "vitest";
import en from "@/messages/en.json";
import type { PostCardData } from "@/lib/blog/types";
import type { ContentPage } from "@/lib/content/types";
import { PostList } from "@/components/blog/post-list";

const post = (id: number): PostCardData => ({
  id,
  slug: `post-${id}`,
  title: `Post ${id}`,
  excerpt: "Summary",
  image: "posts/x.webp",
  category: { name: "Heart", slug: "heart" },
  readingMinutes: 3,
  publishedAt: "2026-01-01T00:00:00Z",
});

const pageOf = (current: number, ids: number[], last = 3): ContentPage<PostCardData> => ({
  items: ids.map(post),
  page: { total: 18, perPage: 6, current, last },
});

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Riyadh">
      <QueryClientProvider client={client}>
        <PostList scope={{ kind: "all" }} initial={pageOf(1, [1, 2])} baseHref={{ pathname: "/blog" }} />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

const shown = () => screen.getByRole("list", { name: en.blog.list }).querySelectorAll(":scope > li:not([aria-hidden])").length;

describe("PostList", () => {
  it("leaves out a loaded page whose first post is already shown, and moves on past it", async () => {
    const fetchMock = vi.fn<typeof fetch>();
    fetchMock.mockResolvedValueOnce(json(pageOf(2, [2, 3]))).mockResolvedValueOnce(json(pageOf(3, [4, 5])));
    vi.stubGlobal("fetch", fetchMock);
    setup();
    expect(shown()).toBe(2);

    fireEvent.click(screen.getByRole("link", { name: "Load more" }));
    await waitFor(() => expect(screen.getByRole("link", { name: "Load more" }).getAttribute("href")).toBe("/en/blog?page=3"));
    expect(shown()).toBe(2);
    expect(String(fetchMock.mock.calls[0]![0])).toBe("/api/posts?lang=en&page=2");

    fireEvent.click(screen.getByRole("link", { name: "Load more" }));
    await waitFor(() => expect(shown()).toBe(4));
    expect(screen.queryByRole("link", { name: "Load more" })).toBeNull();
  });
});
