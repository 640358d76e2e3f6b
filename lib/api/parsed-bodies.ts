import type { ZodType } from "zod";

/**
 * Freezes a value and everything it holds, so that a value shared between requests cannot be
 * changed by one of them (a mutation throws in our strict-mode modules instead of leaking).
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

/** As axios's default transform reads a body: JSON when it parses, the text as it came otherwise. */
export function decodeBody(text: string): unknown {
  if (text === "") return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** How many bodies each schema keeps: a page reads a handful per schema (two languages, a few queries). */
const PER_SCHEMA = 16;
const memos = new WeakMap<ZodType<unknown>, Map<string, unknown>>();

/**
 * The decoded and validated value of a body read from Next's data cache, memoised by the body's
 * text itself: a cached read returns the same text on every request, and parsing and validating it
 * again was a tenth of a per-request page's backend reads. Content-addressed, so nothing has to be
 * invalidated and no two processes need agree: a changed body is another key. Only valid bodies are
 * kept (`validate` throws on the others); the value is deep-frozen, since every caller shares it.
 * At most PER_SCHEMA bodies per schema, the first kept going first.
 */
export function memoisedBody<T>(text: string, schema: ZodType<T>, validate: (data: unknown) => T): T {
  let memo = memos.get(schema);
  if (!memo) {
    memo = new Map();
    memos.set(schema, memo);
  }
  // One lookup on a hit (each compares the whole text); a value is never undefined (`validate`
  // returns what JSON holds), so `undefined` means absent.
  const hit = memo.get(text) as T | undefined;
  if (hit !== undefined) return hit;
  const value = deepFreeze(validate(decodeBody(text)));
  if (memo.size >= PER_SCHEMA) memo.delete(memo.keys().next().value as string);
  memo.set(text, value);
  return value;
}
