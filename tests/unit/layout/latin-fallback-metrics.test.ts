// @vitest-environment node
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

// next/font's own metric computation (the one behind its `local(Arial)` fallback), applied to the
// Inter file the site ships: the stand-in in styles/globals.css must carry the same overrides, or
// text would move when Inter replaces it.
const require = createRequire(import.meta.url);
const root = path.resolve(__dirname, "../../..");
type Metrics = { ascentOverride: string; descentOverride: string; lineGapOverride: string; sizeAdjust: string };
const fontkit = require("next/dist/compiled/@next/font/dist/fontkit") as { default: (buffer: Buffer) => unknown };
const { getFallbackMetricsFromFontFile } = require("next/dist/compiled/@next/font/dist/local/get-fallback-metrics-from-font-file") as {
  getFallbackMetricsFromFontFile: (font: unknown, category: string) => Metrics;
};

const percent = (value: string) => Number.parseFloat(value);

describe("the Latin font's stand-in", () => {
  const inter = readFileSync(path.join(root, "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"));
  const expected = getFallbackMetricsFromFontFile(fontkit.default(inter), "sans-serif");
  const css = readFileSync(path.join(root, "styles/globals.css"), "utf8");
  const faces = [...css.matchAll(/@font-face\s*{([^}]*font-family:\s*latin-metric-fallback;[^}]*)}/g)].map((m) => m[1] ?? "");

  it("is declared for regular and bold text", () => {
    expect(faces).toHaveLength(2);
  });

  it("has the overrides next/font computes for Inter against Arial", () => {
    for (const face of faces) {
      const value = (prop: string) => percent(new RegExp(`${prop}:\\s*([\\d.]+)%`).exec(face)?.[1] ?? "NaN");
      expect(value("ascent-override")).toBeCloseTo(percent(expected.ascentOverride), 2);
      expect(value("descent-override")).toBeCloseTo(percent(expected.descentOverride), 2);
      expect(value("line-gap-override")).toBeCloseTo(percent(expected.lineGapOverride), 2);
      expect(value("size-adjust")).toBeCloseTo(percent(expected.sizeAdjust), 2);
    }
  });
});
