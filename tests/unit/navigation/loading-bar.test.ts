import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLoadingBar, estimatedProgress, LOADING_BAR } from "@/components/navigation/loading-bar-store";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("loading bar", () => {
  it("uses SPEC §9's constants", () => {
    expect(LOADING_BAR).toEqual({ throttleMs: 200, durationMs: 5000, hideDelayMs: 500, heightPx: 3 });
  });

  it("stays hidden during the 200 ms throttle", () => {
    const bar = createLoadingBar();
    bar.start();
    vi.advanceTimersByTime(199);
    expect(bar.store.getState()).toMatchObject({ loading: true, visible: false });
    bar.finish();
    expect(bar.store.getState()).toMatchObject({ loading: false, visible: false });
  });

  it("shows after the throttle, grows, reaches 100 on finish and hides 500 ms later", () => {
    const bar = createLoadingBar();
    bar.start();
    vi.advanceTimersByTime(200);
    expect(bar.store.getState().visible).toBe(true);
    const early = bar.store.getState().progress;
    vi.advanceTimersByTime(2000);
    const later = bar.store.getState().progress;
    expect(later).toBeGreaterThan(early);
    expect(later).toBeLessThan(100);
    bar.finish();
    expect(bar.store.getState()).toMatchObject({ progress: 100, visible: true });
    vi.advanceTimersByTime(499);
    expect(bar.store.getState().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(bar.store.getState().visible).toBe(false);
  });

  it("turns red on error, then hides", () => {
    const bar = createLoadingBar();
    bar.start();
    vi.advanceTimersByTime(300);
    bar.error();
    expect(bar.store.getState()).toMatchObject({ error: true, progress: 100, visible: true });
    vi.advanceTimersByTime(500);
    expect(bar.store.getState().visible).toBe(false);
    bar.start();
    expect(bar.store.getState().error).toBe(false);
  });

  it("never reaches 100 by itself", () => {
    expect(estimatedProgress(0)).toBe(0);
    expect(estimatedProgress(5000)).toBeGreaterThan(80);
    expect(estimatedProgress(60_000)).toBeLessThanOrEqual(95);
  });

  it("ignores a second start while loading", () => {
    const bar = createLoadingBar();
    bar.start();
    vi.advanceTimersByTime(150);
    bar.start();
    vi.advanceTimersByTime(50);
    expect(bar.store.getState().visible).toBe(true);
  });
});
