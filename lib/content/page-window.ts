/**
 * Apart from paging.ts, which reads the kinds' table: the pagination bar is first-load code of
 * every list page and needs this function alone.
 */

/** The page numbers to link in a pagination bar: first, last and a window around the current one. */
export function pageWindow(current: number, last: number, radius = 1): (number | "gap")[] {
  const pages = new Set<number>([1, last]);
  for (let p = current - radius; p <= current + radius; p++) if (p >= 1 && p <= last) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | "gap")[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev > 1) out.push("gap");
    out.push(p);
  });
  return out;
}
