import { afterEach, describe, expect, it, vi } from "vitest";
import {
  hasNextPage,
  listQuery,
  mergePages,
  nextPageParam,
  pageSearch,
  pageWindow,
  parsePageParam,
  toPageInfo,
  withMinDuration,
} from "@/lib/content/paging";

const page = (current: number, last: number, ids: number[]) => ({
  items: ids.map((id) => ({ id })),
  page: { total: last * 3, perPage: 3, current, last },
});

describe("page parameter", () => {
  it("accepts positive integers and treats a missing value as page 1", () => {
    expect(parsePageParam(undefined)).toBe(1);
    expect(parsePageParam("")).toBe(1);
    expect(parsePageParam("2")).toBe(2);
    expect(parsePageParam(["3", "4"])).toBe(3);
  });

  it("rejects anything else", () => {
    for (const bad of ["0", "-1", "1.5", "02", "abc", "1e3", "1001"]) expect(parsePageParam(bad)).toBeNull();
  });
});

describe("list query per kind (SPEC §9)", () => {
  it("pages clinics by 12 with a name search", () => {
    expect(listQuery("clinics", 2, "  قلب ")).toEqual({ page: 2, limit: 12, sort_key: undefined, sort_type: undefined, search: "قلب" });
  });

  it("sorts services, events and entertainment services by order ascending, 9 a page", () => {
    for (const kind of ["services", "events", "entertainmentServices"] as const) {
      expect(listQuery(kind, 1)).toMatchObject({ limit: 9, sort_key: "order", sort_type: "asc" });
    }
  });

  it("uses 3 for news and homecare and the server's per-page for oncology and e-clubs", () => {
    expect(listQuery("news", 1).limit).toBe(3);
    expect(listQuery("homecare", 1).limit).toBe(3);
    expect(listQuery("oncologies", 1).limit).toBeUndefined();
    expect(listQuery("eclubs", 1).limit).toBeUndefined();
  });

  it("never sends a search for kinds without name search, nor an empty one", () => {
    expect(listQuery("news", 1, "x").search).toBeUndefined();
    expect(listQuery("oncologies", 1, "   ").search).toBeUndefined();
  });
});

describe("paging", () => {
  it("maps meta and computes a missing last page", () => {
    expect(toPageInfo({ total: 25, per_page: 12, current_page: 1, last_page: 3 })).toEqual({ total: 25, perPage: 12, current: 1, last: 3 });
    expect(toPageInfo({ total: 25, per_page: 12, current_page: 1 })).toMatchObject({ last: 3 });
    expect(toPageInfo({ total: 0, per_page: 12, current_page: 1, last_page: 0 })).toMatchObject({ last: 1 });
  });

  it("knows the next page and when there is none", () => {
    expect(nextPageParam(page(1, 3, [1]))).toBe(2);
    expect(nextPageParam(page(3, 3, [1]))).toBeUndefined();
    expect(hasNextPage(page(2, 3, []).page)).toBe(true);
  });

  it("appends pages in order and skips items already shown", () => {
    expect(mergePages([page(1, 2, [1, 2, 3]), page(2, 2, [3, 4, 5])]).map((i) => i.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it("keeps the new items of a page that starts with a shown one unless told to skip such pages", () => {
    const pages = [page(1, 2, [1, 2, 3]), page(2, 2, [3, 4, 5])];
    expect(mergePages(pages, { skipPageIfFirstShown: true }).map((i) => i.id)).toEqual([1, 2, 3]);
  });

  it("links page 1 as the bare list URL", () => {
    expect(pageSearch(1)).toBe("");
    expect(pageSearch(4)).toBe("?page=4");
  });

  it("windows the pagination bar", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([1, "gap", 4, 5, 6, "gap", 10]);
  });
});

describe("minimum loading time (SPEC §4: 200 ms)", () => {
  afterEach(() => vi.useRealTimers());

  it("holds a fast answer and a fast failure until 200 ms have passed", async () => {
    vi.useFakeTimers();
    let done = false;
    const ok = withMinDuration(Promise.resolve("x")).then((v) => {
      done = true;
      return v;
    });
    await vi.advanceTimersByTimeAsync(199);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(ok).resolves.toBe("x");

    let failed = false;
    const bad = withMinDuration(Promise.reject(new Error("boom"))).catch((e: Error) => {
      failed = true;
      return e.message;
    });
    await vi.advanceTimersByTimeAsync(150);
    expect(failed).toBe(false);
    await vi.advanceTimersByTimeAsync(50);
    await expect(bad).resolves.toBe("boom");
  });
});
