// @vitest-environment node
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

// next/font's own metric computation (the one behind its Arial fallbacks), applied to the font
// files the site ships: the stand-ins in styles/globals.css must carry the same overrides, or text
// would move when the web font replaces its stand-in.
const require = createRequire(import.meta.url);
const root = path.resolve(__dirname, "../../..");
type Metrics = { ascentOverride: string; descentOverride: string; lineGapOverride: string; sizeAdjust: string };
const fontkit = require("next/dist/compiled/@next/font/dist/fontkit") as { default: (buffer: Buffer) => unknown };
const { getFallbackMetricsFromFontFile } = require("next/dist/compiled/@next/font/dist/local/get-fallback-metrics-from-font-file") as {
  getFallbackMetricsFromFontFile: (font: unknown, category: string) => Metrics;
};

const css = readFileSync(path.join(root, "styles/globals.css"), "utf8");
const percent = (value: string) => Number.parseFloat(value);

function facesOf(family: string): string[] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => m[1] ?? "").filter((face) => face.includes(`font-family: ${family};`));
}

/** The unicode-range of the web face (styles/globals.css) that loads a file. */
function webFontRange(file: string): string {
  const face = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => m[1] ?? "").find((f) => f.includes(`url("./${file}")`));
  return /unicode-range:\s*([^;]+);/.exec(face ?? "")?.[1]?.trim() ?? "";
}

// `metrics` is the face whose lines the stand-in keeps: Inter's digits are Inter's own, cut from the
// same font, and take its Latin face's metrics.
const standIns = [
  { family: "latinFont", file: "fonts/inter-latin-wght-400-700.woff2", metrics: "fonts/inter-latin-wght-400-700.woff2", faces: 2 },
  { family: "latinDigitsFont", file: "fonts/inter-digits-wght-400-700.woff2", metrics: "fonts/inter-latin-wght-400-700.woff2", faces: 2 },
  { family: "arabicFont", file: "fonts/cairo-arabic-wght-400-700.woff2", metrics: "fonts/cairo-arabic-wght-400-700.woff2", faces: 2 },
  { family: "latin-metric-fallback", file: "fonts/inter-latin-wght-400-700.woff2", metrics: "fonts/inter-latin-wght-400-700.woff2", faces: 2 },
  { family: "arabic-metric-fallback", file: "fonts/cairo-arabic-wght-400-700.woff2", metrics: "fonts/cairo-arabic-wght-400-700.woff2", faces: 2 },
];

describe.each(standIns)("the stand-in $family", ({ family, file, metrics, faces }) => {
  const expected = getFallbackMetricsFromFontFile(fontkit.default(readFileSync(path.join(root, "styles", metrics))), "sans-serif");
  const declared = facesOf(family);

  it("is declared for each weight range", () => {
    expect(declared).toHaveLength(faces);
  });

  it("has the overrides next/font computes for its web font against Arial", () => {
    for (const face of declared) {
      const value = (prop: string) => percent(new RegExp(`${prop}:\\s*([\\d.]+)%`).exec(face)?.[1] ?? "NaN");
      expect(value("ascent-override")).toBeCloseTo(percent(expected.ascentOverride), 1);
      expect(value("descent-override")).toBeCloseTo(percent(expected.descentOverride), 1);
      expect(value("line-gap-override")).toBeCloseTo(percent(expected.lineGapOverride), 1);
      expect(value("size-adjust")).toBeCloseTo(percent(expected.sizeAdjust), 1);
    }
  });

  it("covers only its web font's script, so the other script reaches its own face", () => {
    const range = webFontRange(file);
    expect(range).not.toBe("");
    for (const face of declared) expect(/unicode-range:\s*([^;]+);/.exec(face)?.[1]?.trim()).toBe(range);
  });
});

describe("the Arabic text's font stacks", () => {
  // Each named family without Arabic glyphs is one more font lookup for every size and weight of
  // Arabic text as a page is first laid out (styles/globals.css, --font-sans).
  it("go from the families that start as stand-ins to the generic family, naming no platform family", () => {
    const stacks = [/--font-sans:\s*([^;]+);/.exec(css)?.[1], /a\[hreflang\]\s*{\s*font-family:\s*([^;]+);/.exec(css)?.[1]];
    for (const stack of stacks) {
      expect(stack).toBeDefined();
      const families = stack!.split(",").map((family) => family.trim());
      expect(families.at(-1)).toBe("sans-serif");
      for (const family of families.slice(0, -1)) expect(standIns.map((standIn) => standIn.family)).toContain(family);
    }
  });
});
