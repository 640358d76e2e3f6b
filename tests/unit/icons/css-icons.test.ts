import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { iconMaskSprite, LINE_ICON_STROKE, MASK_ICONS } from "@/lib/icons/mask-sprite";
import { iconShapes } from "@/lib/icons/shapes";

// The icons styles/globals.css draws itself (masks of a card's pseudo-elements) come from one image,
// styles/icon-masks.svg, which must be the sprite's shapes in MASK_ICONS' order, stroked as the
// `.icon` class strokes a line icon, and placed where the stylesheet's positions look for them.
const css = readFileSync(path.join(process.cwd(), "styles/globals.css"), "utf8");
const file = readFileSync(path.join(process.cwd(), "styles/icon-masks.svg"), "utf8");
const cssIndices = Object.fromEntries([...css.matchAll(/--icon-([a-z-]+):\s*(\d+);/g)].map(([, name, index]) => [name!, Number(index)]));

describe("icons drawn by the stylesheet", () => {
  it("styles/icon-masks.svg is the sprite of the shapes (after a change: npx tsx scripts/generate-icon-masks.ts)", () => {
    expect(file).toBe(iconMaskSprite());
  });

  it("are each the sprite's shape at its place, a glyph filled, a line icon stroked as .icon strokes it", () => {
    const stroke = /^\s*\.icon \{([^}]*)\}/m.exec(css)?.[1] ?? "";
    const iconStroke = Object.fromEntries([...stroke.matchAll(/(stroke-[a-z]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
    expect(iconStroke).toEqual(LINE_ICON_STROKE);

    const drawn = [...file.matchAll(/<view id="([a-z-]+)" viewBox="(\d+) 0 24 24"\/><svg x="(\d+)" [^>]*>(.*?)<\/svg>/g)];
    expect(drawn.map(([, name]) => name)).toEqual([...MASK_ICONS]);
    for (const [, name, viewX, x, body] of drawn) {
      expect(viewX, name).toBe(x);
      expect(body, name).toBe(iconShapes[name as keyof typeof iconShapes].body);
    }
  });

  it("every --icon-<name> of the stylesheet is its index in the sprite, and the mask's divisor is the last index", () => {
    expect(cssIndices).toEqual(Object.fromEntries(MASK_ICONS.map((name, i) => [name, i])));
    const mask = /mask: url\("\.\/icon-masks\.svg"\) calc\(var\(--icon\) \* 100% \/ (\d+)\) 0 \/ auto 100% no-repeat;/.exec(css);
    expect(mask?.[1]).toBe(String(MASK_ICONS.length - 1));
    // Every icon a rule picks is one the sprite has.
    for (const [, name] of css.matchAll(/--icon:\s*var\(--icon-([a-z-]+)\)/g)) expect(MASK_ICONS).toContain(name);
  });

  it("places icon i at i / (n - 1) of the strip's free width: the icon's own 24 px and nothing of a neighbour's", () => {
    const width = Number(/viewBox="0 0 (\d+) 24"/.exec(file)?.[1]);
    const n = MASK_ICONS.length;
    for (let i = 0; i < n; i++) {
      // At an element's height h the strip is width·h/24 wide; position p of the free width puts
      // the strip's left edge at p·(h − width·h/24), so the icon's x in the strip (24 px units) is:
      const offset = (i / (n - 1)) * (width - 24);
      const x = Number(new RegExp(`<view id="${MASK_ICONS[i]}" viewBox="(\\d+) `).exec(file)?.[1]);
      expect(offset, MASK_ICONS[i]).toBeCloseTo(x, 6);
    }
  });
});
