// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readFileSync } from "node:fs";
import { START_WEB_FONTS_SCRIPT, STAND_IN_WEIGHTS, WEB_FACE_FILE_SUFFIX, WEB_FONT_FAMILIES, WEB_FONTS_ATTRIBUTE, WEB_FONTS_SEEN_KEY } from "@/lib/fonts/start-web-fonts-script";

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
 * The stylesheet's `@font-face` rules, parsed by the document as the browser parses the built sheet,
 * and the Font Loading API the script uses (jsdom has none): each face loads when asked and settles
 * when the test says; `added` is what reached `document.fonts`.
 */
function fakeFontApi() {
  const css = readFileSync("styles/globals.css", "utf8");
  const style = document.createElement("style");
  style.textContent = [...css.matchAll(/@font-face\s*{[^}]*}/g)].map((m) => m[0]).join("\n");
  document.head.append(style);

  const created: FakeFontFace[] = [];
  const added: FakeFontFace[] = [];
  class FakeFontFace {
    status: "unloaded" | "loading" | "loaded" | "error" = "unloaded";
    private settle = { resolve: () => {}, reject: () => {} };
    constructor(
      readonly family: string,
      readonly source: string,
      readonly descriptors: { weight: string; unicodeRange: string; display: string },
    ) {
      created.push(this);
    }
    load = vi.fn(() => {
      this.status = "loading";
      return new Promise<this>((resolve, reject) => {
        this.settle = {
          resolve: () => ((this.status = "loaded"), resolve(this)),
          reject: () => ((this.status = "error"), reject(new DOMException("network", "NetworkError"))),
        };
      });
    });
    arrive = () => this.settle.resolve();
    fail = () => this.settle.reject();
  }
  vi.stubGlobal("FontFace", FakeFontFace);
  // `ready` settles when the test says, as the browser's once the faces a layout asked for are in.
  let ready = () => {};
  const fontSet = { add: (face: FakeFontFace) => added.push(face), ready: new Promise<void>((resolve) => (ready = resolve)) };
  Object.defineProperty(document, "fonts", { configurable: true, value: fontSet });
  const of = (family: string) => created.filter((face) => face.family === family);
  /** Lets a family's file arrive: its faces load one after the other, each asked once the one before is in. */
  const arrive = async (family: string) => {
    for (const face of of(family)) {
      await settled();
      face.arrive();
    }
    await settled();
  };
  const asked = () => [...new Set(created.filter((face) => face.load.mock.calls.length > 0).map((face) => face.family))];
  const layOut = async () => {
    ready();
    await settled();
  };
  return { created, added, of, arrive, asked, layOut, FakeFontFace, remove: () => style.remove() };
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
  document.head.replaceChildren();
});

const FAMILIES = ["arabicFont", "latinFont", "latinDigitsFont"];

describe("the early script that starts the web fonts", () => {
  it("on a first visit, waits for the first contentful paint, fetches the page's faces, then adds every face and remembers it", async () => {
    const { observers, paint } = fakePaintObserver();
    const fonts = fakeFontApi();
    run();
    expect(marked()).toBe(false);
    expect(fonts.created).toHaveLength(0);
    expect(observers[0]?.observed).toEqual({ type: "paint", buffered: true });
    paint("first-paint");
    expect(fonts.created).toHaveLength(0);
    paint("first-contentful-paint");
    expect(observers[0]?.disconnected).toBe(true);
    // English: Inter's Latin face alone is fetched, for each stand-in's weights in turn; nothing is added until it is in.
    expect(fonts.asked()).toEqual(["latinFont"]);
    expect(fonts.of("latinFont").map((face) => face.load.mock.calls.length)).toEqual([1, 0]);
    expect(fonts.of("latinFont").map((face) => face.descriptors.weight)).toEqual([...STAND_IN_WEIGHTS]);
    await settled();
    expect(fonts.added).toHaveLength(0);
    expect(marked()).toBe(false);
    await fonts.arrive("latinFont");
    // Every family gets its face for each weight range; the others stay unloaded until a character needs them.
    expect(fonts.added.map((face) => `${face.family} ${face.descriptors.weight}`).sort()).toEqual(
      FAMILIES.flatMap((family) => STAND_IN_WEIGHTS.map((weight) => `${family} ${weight}`)).sort(),
    );
    expect(fonts.of("arabicFont").every((face) => face.status === "unloaded")).toBe(true);
    // Marked (the selects restyle) and remembered once the browser has them in its layout.
    expect(marked()).toBe(false);
    await fonts.layOut();
    expect(marked()).toBe(true);
    expect(localStorage.getItem(WEB_FONTS_SEEN_KEY)).toBe("1");
  });

  it("adds each face with its file's address resolved against the stylesheet, its characters, and swap", async () => {
    const { paint } = fakePaintObserver();
    const fonts = fakeFontApi();
    run();
    paint("first-contentful-paint");
    const [face] = fonts.of("latinDigitsFont");
    expect(face?.source).toBe(`url("${new URL("./fonts/inter-digits-wght-400-700.woff2", document.baseURI).href}") format("woff2")`);
    expect(face?.descriptors).toMatchObject({ unicodeRange: "U+0020-0040, U+00A0, U+00A9, U+00B7, U+2000-206F", display: "swap" });
  });

  it("on an Arabic page fetches Cairo and Inter's digits, and adds the faces once both are in", async () => {
    document.documentElement.lang = "ar";
    const { paint } = fakePaintObserver();
    const fonts = fakeFontApi();
    run();
    paint("first-contentful-paint");
    expect(fonts.asked()).toEqual(["arabicFont", "latinDigitsFont"]);
    await fonts.arrive("arabicFont");
    expect(fonts.added).toHaveLength(0);
    await fonts.arrive("latinDigitsFont");
    expect(fonts.added).toHaveLength(FAMILIES.length * STAND_IN_WEIGHTS.length);
    await fonts.layOut();
    expect(marked()).toBe(true);
  });

  it("leaves out a face that failed, so its text keeps the stand-in, and adds the rest", async () => {
    const { paint } = fakePaintObserver();
    const fonts = fakeFontApi();
    run();
    paint("first-contentful-paint");
    fonts.of("latinFont")[0]!.fail();
    await settled();
    expect(fonts.added.some((face) => face.family === "latinFont")).toBe(false);
    expect(fonts.added.filter((face) => face.family === "arabicFont")).toHaveLength(STAND_IN_WEIGHTS.length);
    await fonts.layOut();
    expect(marked()).toBe(true);
  });

  it("keeps the stand-ins without an error where the page has no font API or no stylesheet it may read", async () => {
    const { paint } = fakePaintObserver();
    const fonts = fakeFontApi();
    vi.stubGlobal("FontFace", undefined);
    run();
    paint("first-contentful-paint");
    await settled();
    expect(fonts.added).toHaveLength(0);

    vi.stubGlobal("FontFace", fonts.FakeFontFace);
    fonts.remove();
    localStorage.clear();
    const second = fakePaintObserver();
    run();
    second.paint("first-contentful-paint");
    await settled();
    expect(fonts.added).toHaveLength(0);
  });

  it("starts them at once in a browser that fetched them before, and marks them once the layout has them in", async () => {
    const { observers } = fakePaintObserver();
    const fonts = fakeFontApi();
    localStorage.setItem(WEB_FONTS_SEEN_KEY, "1");
    run();
    expect(observers).toHaveLength(0);
    expect(fonts.asked()).toEqual(["latinFont"]);
    await fonts.arrive("latinFont");
    expect(fonts.added).toHaveLength(FAMILIES.length * STAND_IN_WEIGHTS.length);
    expect(marked()).toBe(false);
    await fonts.layOut();
    expect(marked()).toBe(true);
  });

  it("marks the page where it has no font set, so nothing waits on it", async () => {
    fakePaintObserver();
    localStorage.setItem(WEB_FONTS_SEEN_KEY, "1");
    run();
    await settled();
    expect(marked()).toBe(true);
  });

  it("starts them at once where paint timing is missing, rather than never", async () => {
    fakePaintObserver(["navigation"]);
    const fonts = fakeFontApi();
    run();
    expect(fonts.asked()).toEqual(["latinFont"]);
    vi.stubGlobal("PerformanceObserver", undefined);
    run();
    expect(fonts.of("latinFont")).toHaveLength(2 * STAND_IN_WEIGHTS.length);
    await fonts.arrive("latinFont");
    expect(fonts.added).toHaveLength(2 * FAMILIES.length * STAND_IN_WEIGHTS.length);
  });

  it("still starts them where storage throws (storage blocked)", async () => {
    const { paint } = fakePaintObserver();
    const fonts = fakeFontApi();
    const getItem = vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    const setItem = vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    run();
    paint("first-contentful-paint");
    await fonts.arrive("latinFont");
    await fonts.layOut();
    expect(marked()).toBe(true);
    getItem.mockRestore();
    setItem.mockRestore();
  });
});

describe("the stylesheet the early script reads", () => {
  const css = readFileSync("styles/globals.css", "utf8");
  const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => m[1] ?? "");
  const descriptor = (face: string, name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(face)?.[1]?.trim();

  // Their characters and line metrics are the stand-ins' own checks (fallback-metrics.test.ts).
  it.each(FAMILIES)("declares %s's file, and a stand-in for each weight range the script adds it in", (family) => {
    expect(faces.some((face) => descriptor(face, "font-family") === `${family}${WEB_FACE_FILE_SUFFIX}`)).toBe(true);
    const standIns = faces.filter((face) => descriptor(face, "font-family") === family);
    expect(standIns.map((face) => descriptor(face, "font-weight"))).toEqual([...STAND_IN_WEIGHTS]);
    for (const face of standIns) expect(descriptor(face, "src")).toMatch(/^local\(/);
  });

  it("fetches only families it adds", () => {
    for (const family of [...WEB_FONT_FAMILIES.en, ...WEB_FONT_FAMILIES.ar]) expect(FAMILIES).toContain(family);
  });
});
