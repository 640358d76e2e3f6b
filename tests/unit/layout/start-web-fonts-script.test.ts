// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readFileSync } from "node:fs";
import { START_WEB_FONTS_SCRIPT, WEB_FONT_FAMILIES, WEB_FONTS_ATTRIBUTE, WEB_FONTS_SEEN_KEY } from "@/lib/fonts/start-web-fonts-script";

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

/**
 * The document's font faces as the stylesheet declares them, each loading when asked and settling
 * when the test says (jsdom has no `document.fonts`).
 */
function fakeFontFaces(families: string[]) {
  const faces = families.map((family) => {
    let settle: { resolve: () => void; reject: (error: Error) => void } = { resolve: () => {}, reject: () => {} };
    const face = {
      family,
      asked: false,
      load: vi.fn(() => {
        face.asked = true;
        return new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
      }),
      arrive: () => settle.resolve(),
      fail: () => settle.reject(new Error("network")),
    };
    return face;
  });
  Object.defineProperty(document, "fonts", { configurable: true, value: { forEach: (each: (face: (typeof faces)[number]) => void) => faces.forEach(each) } });
  return Object.fromEntries(faces.map((face) => [face.family.replace(/"/g, ""), face]));
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const run = () => new Function(START_WEB_FONTS_SCRIPT)();
const marked = () => document.documentElement.hasAttribute(WEB_FONTS_ATTRIBUTE);

beforeEach(() => {
  document.documentElement.removeAttribute(WEB_FONTS_ATTRIBUTE);
  document.documentElement.lang = "en";
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (document as { fonts?: unknown }).fonts;
});

describe("the early script that starts the web fonts", () => {
  it("on a first visit, waits for the first contentful paint, fetches the page's faces, then names them and remembers it", async () => {
    const { observers, paint } = fakePaintObserver();
    const faces = fakeFontFaces(["latinFont", "arabicFont", "latinDigitsFont", "latin-metric-fallback"]);
    run();
    expect(marked()).toBe(false);
    expect(observers[0]?.observed).toEqual({ type: "paint", buffered: true });
    paint("first-paint");
    expect(faces.latinFont!.asked).toBe(false);
    paint("first-contentful-paint");
    expect(observers[0]?.disconnected).toBe(true);
    // English: Inter's Latin face alone; the faces are named only once it is in.
    expect(Object.values(faces).filter((face) => face.asked).map((face) => face.family)).toEqual(["latinFont"]);
    await settled();
    expect(marked()).toBe(false);
    faces.latinFont!.arrive();
    await settled();
    expect(marked()).toBe(true);
    expect(localStorage.getItem(WEB_FONTS_SEEN_KEY)).toBe("1");
  });

  it("on an Arabic page fetches Cairo and Inter's digits, and names the faces once both are in", async () => {
    document.documentElement.lang = "ar";
    const { paint } = fakePaintObserver();
    const faces = fakeFontFaces(['"latinFont"', '"arabicFont"', '"latinDigitsFont"']);
    run();
    paint("first-contentful-paint");
    expect(Object.values(faces).filter((face) => face.asked).map((face) => face.family)).toEqual(['"arabicFont"', '"latinDigitsFont"']);
    faces.arabicFont!.arrive();
    await settled();
    expect(marked()).toBe(false);
    faces.latinDigitsFont!.arrive();
    await settled();
    expect(marked()).toBe(true);
  });

  it("names them when a face fails to arrive, or where the page has no font API, so the text is never left without them", async () => {
    const { paint } = fakePaintObserver();
    const faces = fakeFontFaces(["latinFont"]);
    run();
    paint("first-contentful-paint");
    faces.latinFont!.fail();
    await settled();
    expect(marked()).toBe(true);

    document.documentElement.removeAttribute(WEB_FONTS_ATTRIBUTE);
    localStorage.clear();
    delete (document as { fonts?: unknown }).fonts;
    const second = fakePaintObserver();
    run();
    second.paint("first-contentful-paint");
    await settled();
    expect(marked()).toBe(true);
  });

  it("asks for families the stylesheet declares", () => {
    const css = readFileSync("styles/globals.css", "utf8");
    for (const family of [...WEB_FONT_FAMILIES.en, ...WEB_FONT_FAMILIES.ar]) expect(css).toContain(`font-family: ${family};`);
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

  it("still starts them where storage throws (storage blocked)", async () => {
    const { paint } = fakePaintObserver();
    const getItem = vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    const setItem = vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    run();
    paint("first-contentful-paint");
    await settled();
    expect(marked()).toBe(true);
    getItem.mockRestore();
    setItem.mockRestore();
  });
});
