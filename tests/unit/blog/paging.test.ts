import { describe, expect, it } from "vitest";
import { scopeFromQuery, scopeQuery } from "@/lib/blog/paging";
import { mergePages } from "@/lib/content/paging";

const page = (ids: number[], current: number) => ({
  items: ids.map((id) => ({ id })),
  page: { total: 12, perPage: 6, current, last: 2 },
});

// SPEC §4: posts skip a page whose first item id is already shown.
const mergePostPages = (pages: Parameters<typeof mergePages>[0]) =>
  mergePages(pages, { skipPageIfFirstShown: true });

describe("merging post pages", () => {
  it("appends pages in order", () => {
    expect(mergePostPages([page([1, 2, 3], 1), page([4, 5, 6], 2)]).map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });
  it("skips a page whose first item id is already shown", () => {
    expect(mergePostPages([page([1, 2, 3], 1), page([1, 2, 3], 2), page([4, 5], 3)]).map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
  });
  it("drops single duplicates inside a shifted page", () => {
    expect(mergePostPages([page([1, 2, 3], 1), page([7, 3, 8], 2)]).map((p) => p.id)).toEqual([1, 2, 3, 7, 8]);
  });
  it("ignores empty pages", () => {
    expect(mergePostPages([page([], 1)])).toEqual([]);
  });
});

describe("post scopes", () => {
  it("round-trips through the query string", () => {
    for (const scope of [{ kind: "all" }, { kind: "category", id: 3 }, { kind: "tag", id: 9 }, { kind: "hidden" }] as const) {
      expect(scopeFromQuery(new URLSearchParams(scopeQuery(scope)))).toEqual(scope);
    }
  });
  it("rejects bad or conflicting values", () => {
    expect(scopeFromQuery(new URLSearchParams("category_id=abc"))).toBeNull();
    expect(scopeFromQuery(new URLSearchParams("category_id=1&tag_id=2"))).toBeNull();
    expect(scopeFromQuery(new URLSearchParams("hidden=yes"))).toBeNull();
  });
});
