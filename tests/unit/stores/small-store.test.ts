import { describe, expect, it, vi } from "vitest";
import { smallStore } from "@/stores/small-store";

describe("smallStore", () => {
  it("merges what a set gives into the state and tells its listeners", () => {
    const store = smallStore<{ width: number | null; other: string }>(() => ({ width: null, other: "kept" }));
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    store.setState({ width: 640 });
    expect(store.getState()).toEqual({ width: 640, other: "kept" });
    store.setState((state) => ({ width: (state.width ?? 0) * 2 }));
    expect(store.getState().width).toBe(1280);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    store.setState({ width: 1 });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("changes nothing, and tells nobody, when a set returns the state itself", () => {
    const store = smallStore<{ width: number; setWidth: (width: number) => void }>((set) => ({
      width: 0,
      setWidth: (width) => set((state) => (state.width === width ? state : { width })),
    }));
    const before = store.getState();
    const listener = vi.fn();
    store.subscribe(listener);
    store.getState().setWidth(0);
    expect(store.getState()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });
});
