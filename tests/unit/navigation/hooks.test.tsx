import { act, render, renderHook, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useMinimumLoading } from "@/components/navigation/use-minimum-loading";
import { WindowWidthTracker } from "@/components/navigation/window-width-tracker";
import { useWindowWidthStore } from "@/components/navigation/window-width";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("useMinimumLoading", () => {
  it("keeps a short load visible for 200 ms", () => {
    const { result, rerender } = renderHook(({ loading }) => useMinimumLoading(loading), {
      initialProps: { loading: false },
    });
    expect(result.current).toBe(false);
    rerender({ loading: true });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(50));
    rerender({ loading: false });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(149));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });

  it("adds nothing to a load longer than the minimum", () => {
    const { result, rerender } = renderHook(({ loading }) => useMinimumLoading(loading), {
      initialProps: { loading: true },
    });
    act(() => vi.advanceTimersByTime(500));
    rerender({ loading: false });
    expect(result.current).toBe(false);
  });
});

describe("WindowWidthTracker", () => {
  it("reads the width after 100 ms and follows resizes", () => {
    useWindowWidthStore.setState({ width: null });
    Object.defineProperty(window, "innerWidth", { configurable: true, value: 1024 });
    render(<WindowWidthTracker />);
    act(() => vi.advanceTimersByTime(99));
    expect(useWindowWidthStore.getState().width).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(useWindowWidthStore.getState().width).toBe(1024);
    Object.defineProperty(window, "innerWidth", { configurable: true, value: 500 });
    act(() => {
      window.dispatchEvent(new Event("resize"));
      vi.advanceTimersByTime(20);
    });
    expect(useWindowWidthStore.getState().width).toBe(500);
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("with ResizeObserver, reads the width only when <html> has been laid out, from 100 ms on", () => {
    useWindowWidthStore.setState({ width: null });
    Object.defineProperty(window, "innerWidth", { configurable: true, value: 1280 });
    const observers: Array<{ callback: () => void; targets: Element[]; disconnected: boolean }> = [];
    class FakeResizeObserver {
      entry: (typeof observers)[number];
      constructor(callback: () => void) {
        this.entry = { callback, targets: [], disconnected: false };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      disconnect() {
        this.entry.disconnected = true;
      }
    }
    vi.stubGlobal("ResizeObserver", FakeResizeObserver);
    try {
      const { unmount } = render(<WindowWidthTracker />);
      act(() => vi.advanceTimersByTime(100));
      expect(observers).toHaveLength(1);
      expect(observers[0]!.targets).toEqual([document.documentElement]);
      expect(useWindowWidthStore.getState().width).toBeNull();
      act(() => observers[0]!.callback());
      expect(useWindowWidthStore.getState().width).toBe(1280);
      Object.defineProperty(window, "innerWidth", { configurable: true, value: 390 });
      act(() => observers[0]!.callback());
      expect(useWindowWidthStore.getState().width).toBe(390);
      unmount();
      expect(observers[0]!.disconnected).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
