import { vi } from "vitest";

/**
 * Stands in for the browser's IntersectionObserver (jsdom has none). What the newest observer
 * watches comes near the viewport when the test calls the returned `comeNear`, or at once when
 * `immediate` is set.
 */
export function stubIntersectionObserver({ immediate = false } = {}): { comeNear: () => void } {
  const control = { comeNear: () => {} };
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      private observed: Element[] = [];
      constructor(private readonly callback: IntersectionObserverCallback) {
        control.comeNear = () =>
          this.callback(this.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), this as never);
      }
      observe(element: Element) {
        this.observed.push(element);
        if (immediate) queueMicrotask(() => control.comeNear());
      }
      unobserve(element: Element) {
        this.observed = this.observed.filter((observed) => observed !== element);
      }
      disconnect() {
        this.observed = [];
      }
    },
  );
  return { comeNear: () => control.comeNear() };
}
