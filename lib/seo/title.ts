/**
 * Search engines cut titles at about 70 characters, and HTML checkers flag longer ones. A page
 * title keeps the site's "%s | site" suffix only when the whole still fits; otherwise the page's
 * own words win, shortened at a word boundary if they alone are too long.
 */
export const MAX_TITLE_LENGTH = 70;
const SEPARATOR = " | ";

function shorten(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max - 1).join("");
  const atWord = cut.replace(/\s+\S*$/, "");
  return `${(atWord.length >= max / 2 ? atWord : cut).trimEnd()}…`;
}

/**
 * The Next `title` for a page: a string (the layout template adds the site name) when it fits,
 * else an absolute title. `siteName` null means the title is already complete (no template).
 */
export function fitTitle(title: string, siteName: string | null): string | { absolute: string } {
  const length = (text: string) => [...text].length;
  if (siteName !== null && length(title) + length(SEPARATOR) + length(siteName) <= MAX_TITLE_LENGTH) return title;
  return { absolute: shorten(title, MAX_TITLE_LENGTH) };
}
