import { describe, expect, it, vi } from "vitest";
import { recentReads } from "@/lib/api/recent-reads";

describe("recentReads (searches by name, kept out of Next's data cache)", () => {
  it("shares one read between asks of the same key, in flight and for its time to live", async () => {
    const cache = recentReads<string>({ max: 10, ttlMs: 60_000 });
    const read = vi.fn(async () => "answer");
    const [a, b] = await Promise.all([cache("k", read, 0), cache("k", read, 0)]);
    expect([a, b]).toEqual(["answer", "answer"]);
    await cache("k", read, 59_999);
    expect(read).toHaveBeenCalledTimes(1);
    await cache("k", read, 60_000);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("holds at most `max` keys, the oldest leaving first", async () => {
    const cache = recentReads<string>({ max: 2, ttlMs: 60_000 });
    const read = vi.fn(async () => "x");
    for (const key of ["a", "b", "c"]) await cache(key, read, 0);
    await cache("b", read, 1);
    await cache("c", read, 1);
    expect(read).toHaveBeenCalledTimes(3);
    await cache("a", read, 1);
    expect(read).toHaveBeenCalledTimes(4);
  });

  it("keeps no failed read: the next ask reads again", async () => {
    const cache = recentReads<string>({ max: 2, ttlMs: 60_000 });
    await expect(cache("k", async () => Promise.reject(new Error("backend down")), 0)).rejects.toThrow("backend down");
    await expect(cache("k", async () => "back", 1)).resolves.toBe("back");
  });
});
