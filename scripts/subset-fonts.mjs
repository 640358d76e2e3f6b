// Writes the site's web fonts (styles/fonts/) from their @fontsource-variable packages with the
// weight axis cut to the weights the site uses (400–700: font-normal to font-bold), every layout
// feature kept: a quarter to a third fewer bytes on every first visit. The faces keep every glyph,
// except Inter's digits face: the characters an Arabic page takes from the Latin face (digits of
// dates, prices and phone numbers, spaces, punctuation), 12 kB where the whole face is 34 kB.
// Run after upgrading either package: `node scripts/subset-fonts.mjs`. A unit test
// (tests/unit/scripts/subset-fonts.test.ts) fails while the committed files differ from its output.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fontverter from "fontverter";
import { Blob, Face } from "harfbuzzjs";
import subsetFont from "subset-font";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The weights every face keeps; styles/globals.css declares the same range. */
export const WEIGHTS = { min: 400, max: 700 };

/** The digits face's characters, as styles/globals.css declares its `unicode-range`. */
export const DIGITS_RANGE = "U+0020-0040, U+00A0, U+00A9, U+00B7, U+2000-206F";

export const FONTS = [
  { source: "@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2", target: "styles/fonts/cairo-arabic-wght-400-700.woff2" },
  { source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2", target: "styles/fonts/inter-latin-wght-400-700.woff2" },
  {
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    target: "styles/fonts/inter-digits-wght-400-700.woff2",
    unicodeRange: DIGITS_RANGE,
  },
];

/** Whether a code point is inside a CSS `unicode-range` list such as DIGITS_RANGE. */
export function inUnicodeRange(range, codePoint) {
  return range.split(",").some((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
    return codePoint >= parseInt(from, 16) && codePoint <= parseInt(to, 16);
  });
}

/** The original of one entry of FONTS, as bytes. */
export function sourceFont({ source }) {
  return readFile(path.join(root, "node_modules", source));
}

/** The cut font for one entry of FONTS, as bytes. */
export async function cutFont(font) {
  const source = await sourceFont(font);
  const options = { targetFormat: "woff2", variationAxes: { wght: WEIGHTS } };
  if (!font.unicodeRange) return subsetFont(source, null, { ...options, keepAllGlyphs: true });
  const { characters } = await describeFont(source);
  return subsetFont(source, String.fromCodePoint(...characters.filter((c) => inUnicodeRange(font.unicodeRange, c))), options);
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
