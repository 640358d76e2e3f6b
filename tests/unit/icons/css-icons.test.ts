import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { iconShapes } from "@/lib/icons/shapes";

// The icons styles/globals.css draws itself (`--icon-<name>`, masks of a card's pseudo-elements)
// must be the sprite's shapes, stroked as the `.icon` class strokes a line icon.
const css = readFileSync(path.join(process.cwd(), "styles/globals.css"), "utf8");
const cssIcons = [...css.matchAll(/--icon-([a-z-]+):\s*url\("data:image\/svg\+xml,([^"]+)"\)/g)].map(([, name, data]) => ({
  name: name!,
  svg: decodeURIComponent(data!),
}));

describe("icons drawn by the stylesheet", () => {
  it("are found", () => {
    expect(cssIcons.map((icon) => icon.name)).toEqual(expect.arrayContaining(["arrow-forward", "stethoscope", "pin", "calendar", "phone", "facebook", "instagram", "globe"]));
  });

  it.each(cssIcons)("$name is the sprite's shape: a glyph filled, a line icon stroked as .icon strokes it", ({ name, svg }) => {
    const shape = iconShapes[name as keyof typeof iconShapes];
    expect(shape, name).toBeDefined();
    const [, attributes, body] = /^<svg ([^>]*)>(.*)<\/svg>$/.exec(svg) ?? [];
    expect(body).toBe(shape.body.replace(/"/g, "'"));
    expect(attributes).toContain("viewBox='0 0 24 24'");
    if (shape.kind === "glyph") {
      expect(attributes).toBe("xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='#000'");
      return;
    }
    expect(attributes).toContain("fill='none'");
    const stroke = /\.icon \{([^}]*)\}/.exec(css)?.[1] ?? "";
    for (const [property, value] of [...stroke.matchAll(/(stroke-[a-z]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]!.trim()])) {
      expect(attributes, `${name}: ${property}`).toContain(`${property}='${value}'`);
    }
  });
});
