import localFont from "next/font/local";

/**
 * Fonts come from npm (@fontsource-variable/*) through next/font/local: nothing is downloaded at
 * build time. One variable-weight file per script, its weight axis cut to the weights the site
 * uses (400–700; scripts/subset-fonts.mjs writes styles/fonts/ from the packages, 30 % fewer
 * bytes); `unicode-range` makes the browser fetch the Arabic face only for Arabic glyphs and
 * Inter only for Latin ones. English pages take only Inter (their one Arabic word, the language
 * switch's, is in the platform's font); Arabic pages take Cairo and Inter's digits face (their
 * Latin characters are digits, spaces and punctuation; the switch's "English" is in the
 * platform's font too), and Inter itself only where a page has Latin words. None is preloaded:
 * Chromium holds the first frame for a preloaded font (RenderBlockingFonts), and with the preload
 * the first paint came later and was held past a second twice as often (docs/performance.md,
 * 2026-11-26 20:40). On a first visit no face is even named before the first contentful paint
 * (lib/fonts/start-web-fonts-script.ts). The stand-ins in styles/globals.css carry each face's
 * vertical metrics, so the swap keeps every line's height.
 */
export const arabicFont = localFont({
  src: "./fonts/cairo-arabic-wght-400-700.woff2",
  weight: "400 700",
  style: "normal",
  display: "swap",
  variable: "--font-arabic",
  preload: false,
  // The stand-ins and generic families follow both faces in styles/globals.css: a family listed
  // here would come before the Latin face and take the Latin characters of Arabic pages from it.
  adjustFontFallback: false,
  fallback: [],
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0600-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0897-08E1, U+08E3-08FF, U+200C-200E, U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FE74, U+FE76-FEFC",
    },
  ],
});

export const latinFont = localFont({
  src: "./fonts/inter-latin-wght-400-700.woff2",
  weight: "400 700",
  style: "normal",
  display: "swap",
  variable: "--font-latin",
  preload: false,
  // See the Arabic face: stand-ins and generic families are in styles/globals.css.
  adjustFontFallback: false,
  fallback: [],
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD",
    },
  ],
});

/**
 * Inter's digits, spaces and punctuation alone (12 kB of its 34), listed before Inter on Arabic
 * pages only (styles/globals.css): their Latin characters come from here, and a page without a
 * Latin word never downloads the whole face. Same glyphs as Inter, so nothing moves when both load.
 */
export const latinDigitsFont = localFont({
  src: "./fonts/inter-digits-wght-400-700.woff2",
  weight: "400 700",
  style: "normal",
  display: "swap",
  variable: "--font-latin-digits",
  preload: false,
  adjustFontFallback: false,
  fallback: [],
  // DIGITS_RANGE in scripts/subset-fonts.mjs (tests/unit/scripts/subset-fonts.test.ts keeps them equal).
  declarations: [{ prop: "unicode-range", value: "U+0020-0040, U+00A0, U+00A9, U+00B7, U+2000-206F" }],
});
