import { iconShapes, type IconName } from "./shapes";

/**
 * The icons the stylesheet draws itself (styles/globals.css: a pseudo-element masked with the shape
 * and painted in the text's colour), where a page repeats an element that has no icon element of its
 * own: a card's arrow, specialty, branch and calendar, the footer's phones and social marks.
 */
export const MASK_ICONS = [
  "arrow-forward",
  "stethoscope",
  "pin",
  "phone",
  "calendar",
  "facebook",
  "x",
  "instagram",
  "youtube",
  "linkedin",
  "snapchat",
  "tiktok",
  "globe",
] as const satisfies readonly IconName[];

/** How the `.icon` class strokes a line icon (styles/globals.css); a mask has no class to take it from. */
export const LINE_ICON_STROKE = { "stroke-width": "1.8", "stroke-linecap": "round", "stroke-linejoin": "round" } as const;

// Icons sit 32 px apart on a 24 px grid, so a view's edge never shows a neighbour's antialiasing.
const PITCH = 32;

/**
 * One SVG holding every mask icon in a row, in MASK_ICONS' order, which the stylesheet positions
 * (styles/globals.css: `--icon-<name>` is the index). A page's masks are then one image: each
 * distinct data-URI mask was an SVG document of its own, built on the main thread during the first
 * style pass before the first paint (about 1 ms apiece on the development host; sign-in drew ten).
 * The `<view>`s name each icon for a reader of the file; a bundler drops a URL's fragment.
 */
export function iconMaskSprite(): string {
  const icons = MASK_ICONS.map((name, i) => {
    const shape = iconShapes[name];
    const x = i * PITCH;
    const paint =
      shape.kind === "glyph"
        ? 'fill="#000"'
        : `fill="none" stroke="#000" ${Object.entries(LINE_ICON_STROKE)
            .map(([property, value]) => `${property}="${value}"`)
            .join(" ")}`;
    return `<view id="${name}" viewBox="${x} 0 24 24"/><svg x="${x}" width="24" height="24" viewBox="0 0 24 24" ${paint}>${shape.body}</svg>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${(MASK_ICONS.length - 1) * PITCH + 24} 24">${icons.join("")}</svg>\n`;
}
