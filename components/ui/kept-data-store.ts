/**
 * The process-wide map of kept data (kept-data.ts), on globalThis because a page's server
 * components and its server rendering are bundled apart, each with a copy of these modules. Apart
 * from kept-data.ts so that a client component's server rendering can read it (kept-json-ld.tsx)
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
