import { describe, expect, it, vi } from "vitest";
import {
  CHUNK_RELOAD_KEY,
  isChunkLoadError,
  reloadAfterChunkError,
  shouldReload,
} from "@/components/navigation/chunk-reload";
import { prefetchAllowed } from "@/lib/navigation/prefetch";
import { BREAKPOINTS, breakpointFor } from "@/components/navigation/window-width";

describe("chunk-load reload guard", () => {
  it("recognises chunk-load failures of webpack, Turbopack and native imports", () => {
    expect(isChunkLoadError({ name: "ChunkLoadError", message: "x" })).toBe(true);
    expect(isChunkLoadError(new Error("Loading chunk 123 failed."))).toBe(true);
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /x.js"))).toBe(true);
    expect(isChunkLoadError("Loading CSS chunk 4 failed")).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it("reloads at most once per 60 s", () => {
    expect(shouldReload(100_000, null)).toBe(true);
    expect(shouldReload(100_000, 50_000)).toBe(false);
    expect(shouldReload(110_000, 50_000)).toBe(true);
  });

  it("remembers the reload in storage", () => {
    const data = new Map<string, string>();
    const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
    const reload = vi.fn();
    expect(reloadAfterChunkError(storage, reload, 1_000_000)).toBe(true);
    expect(data.get(CHUNK_RELOAD_KEY)).toBe("1000000");
    expect(reloadAfterChunkError(storage, reload, 1_030_000)).toBe(false);
    expect(reloadAfterChunkError(storage, reload, 1_060_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("does not reload when storage is unusable (a loop could not be stopped)", () => {
    const reload = vi.fn();
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error("denied");
      },
    };
    expect(reloadAfterChunkError(broken, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe("prefetch decision", () => {
  it("skips 2g and data saver", () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({ effectiveType: "4g" })).toBe(true);
    expect(prefetchAllowed({ effectiveType: "3g" })).toBe(true);
    expect(prefetchAllowed({ effectiveType: "2g" })).toBe(false);
    expect(prefetchAllowed({ effectiveType: "slow-2g" })).toBe(false);
    expect(prefetchAllowed({ effectiveType: "4g", saveData: true })).toBe(false);
  });
});

describe("window width breakpoints", () => {
  it("are SPEC §9's", () => {
    expect(BREAKPOINTS).toEqual([425, 640, 768, 1024, 1200, 1280, 1600]);
  });

  it("map a width to the largest breakpoint reached", () => {
    expect(breakpointFor(320)).toBe(0);
    expect(breakpointFor(425)).toBe(425);
    expect(breakpointFor(767)).toBe(640);
    expect(breakpointFor(768)).toBe(768);
    expect(breakpointFor(1599)).toBe(1280);
    expect(breakpointFor(2560)).toBe(1600);
  });
});
