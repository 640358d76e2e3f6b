import { describe, expect, it } from "vitest";
import { revalidationAware, type Handler } from "../../../server/revalidation-aware-cache.mjs";

type Entry = {
  lastModified: number;
  lifespan: { staleAt: number; revalidate?: number | false; expireAge?: number };
  tags: string[];
  body: string;
  value?: { kind: string };
};

/** The Redis handler's behaviour in memory: a read drops an entry older than a revalidation of one of its tags. */
function fakeRedisHandler(times: Map<string, number>) {
  const entries = new Map<string, Entry>();
  const handler: Handler = {
    name: "fake",
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.tags.some((tag) => (times.get(tag) ?? 0) > entry.lastModified)) {
        entries.delete(key);
        return null;
      }
      return entry;
    },
    async set(key, value) {
      entries.set(key, value as Entry);
    },
    async revalidateTag(tag) {
      for (const [key, entry] of entries) if (entry.tags.includes(tag)) entries.delete(key);
    },
  };
  return handler;
}

describe("revalidationAware", () => {
  const setup = () => {
    let clock = 1_000_000;
    const times = new Map<string, number>();
    const cache = revalidationAware(fakeRedisHandler(times), {
      recordRevalidation: async (tag, time) => void times.set(tag, time),
      now: () => clock,
    });
    const page = (body: string): Entry => ({
      lastModified: clock,
      lifespan: { staleAt: Math.floor(clock / 1000) + 300, revalidate: 300, expireAge: 450 },
      tags: ["posts"],
      body,
      value: { kind: "APP_PAGE" },
    });
    return { cache, page, tick: (ms: number) => (clock += ms) };
  };

  it("drops a copy whose render began before a revalidation and was written after it", async () => {
    const { cache, page, tick } = setup();
    expect(await cache.get("/en/post", { implicitTags: [] })).toBeNull();
    tick(50);
    // The webhook comes while the render (of the old title) is under way.
    await cache.revalidateTag("posts");
    tick(50);
    await cache.set("/en/post", page("old title"));
    expect(await cache.get("/en/post", { implicitTags: [] })).toBeNull();
    // The render after it is kept.
    tick(50);
    await cache.set("/en/post", page("new title"));
    expect((await cache.get("/en/post", { implicitTags: [] }))?.body).toBe("new title");
  });

  it("keeps a copy rendered before a revalidation of another tag, and one rendered after a revalidation", async () => {
    const { cache, page, tick } = setup();
    await cache.revalidateTag("posts");
    tick(10);
    expect(await cache.get("/en/post", { implicitTags: [] })).toBeNull();
    tick(10);
    await cache.set("/en/post", page("title"));
    await cache.revalidateTag("doctors");
    expect((await cache.get("/en/post", { implicitTags: [] }))?.body).toBe("title");
  });

  it("counts a write with no read before it (or one older than any render) from the write", async () => {
    const { cache, page, tick } = setup();
    expect(await cache.get("/en/post", { implicitTags: [] })).toBeNull();
    tick(120_000);
    await cache.revalidateTag("posts");
    tick(10);
    await cache.set("/en/post", page("title"));
    expect((await cache.get("/en/post", { implicitTags: [] }))?.body).toBe("title");
  });

  it("gives a page read the lifetime it was written with, which an instance that did not render it has no other way to know", async () => {
    const { cache, page } = setup();
    await cache.set("/en/post", page("title"));
    expect((await cache.get("/en/post", { implicitTags: [] }))?.cacheControl).toEqual({ revalidate: 300, expire: 450 });
    // A page never stale by time keeps that; a fetch's lifetime is the fetch's own, left alone.
    await cache.set("/en/static", { ...page("static"), lifespan: { staleAt: 0, revalidate: false, expireAge: 47_304_000 } });
    expect((await cache.get("/en/static", { implicitTags: [] }))?.cacheControl).toEqual({ revalidate: false, expire: 47_304_000 });
    await cache.set("fetch-key", { ...page("data"), value: { kind: "FETCH" } });
    expect((await cache.get("fetch-key", { implicitTags: [] }))?.cacheControl).toBeUndefined();
  });
});
