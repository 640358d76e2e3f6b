// What a page's HTML weighs, and what of it is the inline React Server Components payload: the
// `<script>self.__next_f.push(…)</script>` elements Next streams after the markup so the client
// can hydrate and navigate without asking again. The goals (docs/performance.md): home ≤ 150 kB,
// every other public page ≤ 100 kB, and on every page a payload no larger than the markup.
import { gzipSync } from "node:zlib";

const SCRIPT = /<script\b[^>]*>([\s\S]*?)<\/script>/g;

/**
 * Bytes (UTF-8) of the whole page, gzipped (level 6, what Next and nginx send), of the payload
 * scripts, of every other inline script (JSON-LD, Next's bootstrap), and of the markup: the rest.
 */
export function htmlWeight(html) {
  const bytes = Buffer.byteLength(html);
  let payloadBytes = 0;
  let otherScriptBytes = 0;
  for (const match of html.matchAll(SCRIPT)) {
    const size = Buffer.byteLength(match[0]);
    if (/^\s*\(?self\.__next_f\s*=|^\s*\(?self\.__next_f\.push\(/.test(match[1])) payloadBytes += size;
    else if (match[1].trim() !== "") otherScriptBytes += size;
  }
  return {
    bytes,
    gzipBytes: gzipSync(html, { level: 6 }).length,
    payloadBytes,
    otherScriptBytes,
    markupBytes: bytes - payloadBytes - otherScriptBytes,
  };
}

const KB = 1000;
/** The page weight goals, per page: the home page (either language) or any other public page. */
export function weightGoal(pathname, weight) {
  const isHome = pathname === "/" || pathname === "/en";
  const limit = (isHome ? 150 : 100) * KB;
  return { limitBytes: limit, withinSize: weight.bytes <= limit, payloadWithinMarkup: weight.payloadBytes <= weight.markupBytes };
}
