// @vitest-environment node
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FONTS, WEIGHTS, cutFont, describeFont, sourceFont } from "../../../scripts/subset-fonts.mjs";

const root = path.resolve(__dirname, "../../..");

describe.each(FONTS)("the web font $target", (font) => {
  it("is what scripts/subset-fonts.mjs makes of the installed package (run it after an upgrade)", async () => {
    const committed = await readFile(path.join(root, font.target));
    expect(committed.equals(await cutFont(font))).toBe(true);
  });

  it("keeps every character of its source, with the weights the site uses", async () => {
    const [source, cut] = await Promise.all([sourceFont(font).then(describeFont), readFile(path.join(root, font.target)).then(describeFont)]);
    expect(cut.characters).toEqual(source.characters);
    expect(cut.weight).toEqual(WEIGHTS);
    expect(source.weight.min).toBeLessThanOrEqual(WEIGHTS.min);
    expect(source.weight.max).toBeGreaterThanOrEqual(WEIGHTS.max);
  });
});
