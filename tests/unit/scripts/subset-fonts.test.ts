// @vitest-environment node
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DIGITS_RANGE, FONTS, WEIGHTS, cutFont, describeFont, inUnicodeRange, sourceFont } from "../../../scripts/subset-fonts.mjs";

const root = path.resolve(__dirname, "../../..");

describe.each(FONTS)("the web font $target", (font) => {
  it("is what scripts/subset-fonts.mjs makes of the installed package (run it after an upgrade)", async () => {
    const committed = await readFile(path.join(root, font.target));
    expect(committed.equals(await cutFont(font))).toBe(true);
  });

  it("keeps every character of its source (of its range, for a face cut to one), with the weights the site uses", async () => {
    const [source, cut] = await Promise.all([sourceFont(font).then(describeFont), readFile(path.join(root, font.target)).then(describeFont)]);
    const range = font.unicodeRange;
    expect(cut.characters).toEqual(range ? source.characters.filter((c) => inUnicodeRange(range, c)) : source.characters);
    expect(cut.weight).toEqual(WEIGHTS);
    expect(source.weight.min).toBeLessThanOrEqual(WEIGHTS.min);
    expect(source.weight.max).toBeGreaterThanOrEqual(WEIGHTS.max);
  });
});

describe("Inter's digits face", () => {
  it("covers what an Arabic page takes from the Latin face: digits, spaces, the separators of dates and prices, the footer's ©", async () => {
    const cut = await readFile(path.join(root, "styles/fonts/inter-digits-wght-400-700.woff2")).then(describeFont);
    for (const character of "0123456789 ,.:/-+%()\u00a0\u00a9\u00b7\u2013") {
      expect(cut.characters, JSON.stringify(character)).toContain(character.codePointAt(0));
    }
    expect(cut.characters).not.toContain("a".codePointAt(0));
  });

  it("is declared with the range it was cut to", async () => {
    const css = await readFile(path.join(root, "styles/globals.css"), "utf8");
    const face = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => m[1] ?? "").find((f) => f.includes("font-family: latinDigitsFont-file;"));
    expect(/unicode-range:\s*([^;]+);/.exec(face ?? "")?.[1]?.trim()).toBe(DIGITS_RANGE);
    // The direction marks around prices (U+200F) have no glyph; in the range, they fetch no other face.
    expect(inUnicodeRange(DIGITS_RANGE, 0x200f)).toBe(true);
    expect(inUnicodeRange(DIGITS_RANGE, "A".codePointAt(0)!)).toBe(false);
  });
});
