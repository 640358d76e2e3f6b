// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { START_WEB_FONTS_SCRIPT, WEB_FONTS_ATTRIBUTE, WEB_FONTS_SEEN_KEY } from "@/lib/fonts/start-web-fonts-script";

type Listener = (list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void;

/** A paint-timing observer the test drives: jsdom has none. */
function fakePaintObserver(supported: string[] = ["paint", "largest-contentful-paint"]) {
  const observers: { listener: Listener; observed: unknown; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = supported;
    private entry: (typeof observers)[number];
    constructor(listener: Listener) {
      this.entry = { listener, observed: null, disconnected: false };
      observers.push(this.entry);
    }
    observe(options: unknown) {
      this.entry.observed = options;
    }
  }
  vi.stubGlobal("PerformanceObserver", FakeObserver);
  const paint = (...names: string[]) => {
    for (const o of observers.filter((x) => !x.disconnected)) {
      o.listener({ getEntriesByName: (name) => names.filter((n) => n === name) }, { disconnect: () => (o.disconnected = true) });
    }
  };
  return { observers, paint };
}

const run = () => new Function(START_WEB_FONTS_SCRIPT)();
const marked = () => document.documentElement.hasAttribute(WEB_FONTS_ATTRIBUTE);

beforeEach(() => {
  document.documentElement.removeAttribute(WEB_FONTS_ATTRIBUTE);
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe("the early script that starts the web fonts", () => {
  it("on a first visit, waits for the first contentful paint, then names the fonts and remembers it", () => {
    const { observers, paint } = fakePaintObserver();
    run();
    expect(marked()).toBe(false);
    expect(observers[0]?.observed).toEqual({ type: "paint", buffered: true });
    paint("first-paint");
    expect(marked()).toBe(false);
    paint("first-contentful-paint");
    expect(marked()).toBe(true);
    expect(localStorage.getItem(WEB_FONTS_SEEN_KEY)).toBe("1");
    expect(observers[0]?.disconnected).toBe(true);
  });

  it("names them at once in a browser that fetched them before", () => {
    const { observers } = fakePaintObserver();
    localStorage.setItem(WEB_FONTS_SEEN_KEY, "1");
    run();
    expect(marked()).toBe(true);
    expect(observers).toHaveLength(0);
  });

  it("names them at once where paint timing is missing, rather than never", () => {
    fakePaintObserver(["navigation"]);
    run();
    expect(marked()).toBe(true);
    document.documentElement.removeAttribute(WEB_FONTS_ATTRIBUTE);
    localStorage.clear();
    vi.stubGlobal("PerformanceObserver", undefined);
    run();
    expect(marked()).toBe(true);
  });

  it("still starts them where storage throws (storage blocked)", () => {
    const { paint } = fakePaintObserver();
    const getItem = vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    const setItem = vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    run();
    paint("first-contentful-paint");
    expect(marked()).toBe(true);
    getItem.mockRestore();
    setItem.mockRestore();
  });
});
