// Writes the site's two web fonts (styles/fonts/) from their @fontsource-variable packages with
// the weight axis cut to the weights the site uses (400–700: font-normal to font-bold), every
// glyph and layout feature kept: a quarter to a third fewer bytes on every first visit.
// Run after upgrading either package: `node scripts/subset-fonts.mjs`. A unit test
// (tests/unit/scripts/subset-fonts.test.ts) fails while the committed files differ from its output.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fontverter from "fontverter";
import { Blob, Face } from "harfbuzzjs";
import subsetFont from "subset-font";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The weights every face keeps; styles/fonts.ts declares the same range. */
export const WEIGHTS = { min: 400, max: 700 };

export const FONTS = [
  { source: "@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2", target: "styles/fonts/cairo-arabic-wght-400-700.woff2" },
  { source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2", target: "styles/fonts/inter-latin-wght-400-700.woff2" },
];

/** The original of one entry of FONTS, as bytes. */
export function sourceFont({ source }) {
  return readFile(path.join(root, "node_modules", source));
}

/** The cut font for one entry of FONTS, as bytes. */
export async function cutFont(font) {
  return subsetFont(await sourceFont(font), null, { targetFormat: "woff2", keepAllGlyphs: true, variationAxes: { wght: WEIGHTS } });
}

/** What a font file covers: its characters and the range of its weight axis. */
export async function describeFont(bytes) {
  const face = new Face(new Blob(await fontverter.convert(bytes, "truetype")));
  const { wght } = face.getAxisInfos();
  return { characters: [...face.collectUnicodes()], weight: { min: wght.min, max: wght.max } };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const font of FONTS) {
    const bytes = await cutFont(font);
    await writeFile(path.join(root, font.target), bytes);
    console.log(`${font.target}: ${bytes.length} bytes`);
  }
}
