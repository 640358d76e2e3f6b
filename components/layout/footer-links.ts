/**
 * The footer's two link lists without repeats: a page configured both in the footer and in "web
 * more" (News, Events) is listed once, where it first appears. Links compare by where they lead.
 */
export function withoutRepeats<L extends { href?: unknown }>(first: readonly L[], second: readonly L[]): [L[], L[]] {
  const seen = new Set<string>();
  const keep = (list: readonly L[]) =>
    list.filter((link) => {
      const key = JSON.stringify(link.href);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  return [keep(first), keep(second)];
}
