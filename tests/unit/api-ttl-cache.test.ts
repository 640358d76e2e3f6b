import { describe, expect, it, vi } from "vitest";
import { createTtlCache } from "@/lib/api/ttl-cache";

function clock(start = 0) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

describe("createTtlCache", () => {
  it("serves a fresh copy without reloading", async () => {
    const time = clock();
    const load = vi.fn(async () => "v1");
    const cache = createTtlCache({ load, ttlMs: 1000, now: time.now });
    expect(await cache.get()).toBe("v1");
    time.advance(999);
    expect(await cache.get()).toBe("v1");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("reloads after the TTL", async () => {
    const time = clock();
    let n = 0;
    const cache = createTtlCache({ load: async () => `v${++n}`, ttlMs: 1000, now: time.now });
    await cache.get();
    time.advance(1000);
    expect(await cache.get()).toBe("v2");
  });

  it("shares one load between concurrent requests", async () => {
    const load = vi.fn(async () => "v");
    const cache = createTtlCache({ load, ttlMs: 1000 });
    await Promise.all([cache.get(), cache.get(), cache.get()]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps the last good copy when the backend fails, and backs off", async () => {
    const time = clock();
    let fail = false;
    const load = vi.fn(async () => {
      if (fail) throw new Error("down");
      return "good";
    });
    const onError = vi.fn();
    const cache = createTtlCache({ load, ttlMs: 1000, retryAfterMs: 5000, now: time.now, onError });
    await cache.get();
    fail = true;
    time.advance(1000);
    expect(await cache.get()).toBe("good");
    expect(onError).toHaveBeenCalledTimes(1);
    time.advance(4000);
    expect(await cache.get()).toBe("good");
    expect(load).toHaveBeenCalledTimes(2);
    fail = false;
    time.advance(1000);
    expect(await cache.get()).toBe("good");
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("answers null when there never was a good copy", async () => {
    const cache = createTtlCache({ load: async () => Promise.reject(new Error("down")), ttlMs: 1000 });
    expect(await cache.get()).toBeNull();
  });

  it("reloads on force and after invalidate", async () => {
    let n = 0;
    const cache = createTtlCache({ load: async () => ++n, ttlMs: 60_000 });
    await cache.get();
    expect(await cache.get({ force: true })).toBe(2);
    cache.invalidate();
    expect(await cache.get()).toBe(3);
    expect(cache.peek()).toBe(3);
  });
});
