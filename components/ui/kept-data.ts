/**
 * Data of kept parts by key (kept-from-server.tsx, `keptByKey`): a server component keeps a part's
 * data here and hands the browser only its key, and the same process's server rendering of the page
 * reads the data back to draw the part's markup. The key is a hash of the data, so an entry never
 * changes and no process has to agree with another or be told of an edit, which makes new data and
 * so a new key. The map itself is kept-data-store.ts's.
 */
import { createHash } from "node:crypto";
import { keptDataStore as store } from "./kept-data-store";

export { keptData } from "./kept-data-store";

/** A language each for the frame, a few more while an edit rolls out; past it the least recently kept goes. */
export const KEPT_DATA_ENTRIES = 64;

/**
 * The keys of data objects kept before, by the object: data built once and kept on every render
 * (the footer's newsletter form) is hashed once. Data must not change once kept.
 */
const keysOf = new WeakMap<object, string>();

/** Keeps `data` (plain, JSON-serialisable, not to be changed afterwards) and returns its key. */
export function keepData(data: object): string {
  let key = keysOf.get(data);
  if (key === undefined) {
    key = createHash("sha256").update(JSON.stringify(data)).digest("base64url").slice(0, 22);
    keysOf.set(data, key);
  }
  const kept = store();
  if (kept.has(key)) kept.delete(key);
  else if (kept.size >= KEPT_DATA_ENTRIES) kept.delete(kept.keys().next().value!);
  kept.set(key, data);
  return key;
}

/**
 * The kept objects of HTML texts, by the text: a block a server component builds afresh each
 * render (a page's JSON-LD, the note without JavaScript) keeps the same object for the same text,
 * so its key is hashed once, not on every request.
 */
const htmlObjects = new Map<string, { html: string }>();

/** Keeps an element's inner HTML (read back with `keptInnerHtml`) and returns its key. */
export function keepHtml(html: string): string {
  let data = htmlObjects.get(html);
  if (!data) {
    if (htmlObjects.size >= KEPT_DATA_ENTRIES) htmlObjects.delete(htmlObjects.keys().next().value!);
    htmlObjects.set(html, (data = { html }));
  }
  return keepData(data);
}
