/**
 * The process-wide map of kept data (kept-data.ts), on globalThis because a page's server
 * components and its server rendering are bundled apart, each with a copy of these modules. Apart
 * from kept-data.ts so that a client component's server rendering can read it (kept-json-ld.tsx, kept-no-script.tsx)
 * without bringing Node's crypto into the browser's bundle; in the browser the map stays empty.
 */
const STORE = Symbol.for("site.kept-data");

export type KeptDataStore = Map<string, object>;

export function keptDataStore(): KeptDataStore {
  const scope = globalThis as { [STORE]?: KeptDataStore };
  return (scope[STORE] ??= new Map());
}

/** The data kept under `key` in this process, if any. */
export function keptData(key: string): object | undefined {
  return keptDataStore().get(key);
}

const NO_HTML = { __html: "" };

/**
 * The inner HTML of an element whose text the server kept with `keepHtml` (kept-data.ts): the
 * kept text in the server's rendering; nothing in the browser, which keeps the document's text as
 * it hydrates (React compares no inner HTML outside development), nor for a key this process no
 * longer holds.
 */
export function keptInnerHtml(keptKey: string): { __html: string } {
  const kept = typeof window === "undefined" ? (keptData(keptKey) as { html: string } | undefined) : undefined;
  return kept ? { __html: kept.html } : NO_HTML;
}
