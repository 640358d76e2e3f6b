import "server-only";

/**
 * A small in-memory cache of recent reads for what Next's data cache must not hold: answers keyed
 * by free text (a search by name), where every new text would be a new entry on disk, without end.
 * At most `max` entries, each for `ttlMs`; the oldest goes first. Concurrent reads of one key share
 * the read in flight; a failed read is not kept.
 */
export function recentReads<T>({ max, ttlMs }: { max: number; ttlMs: number }) {
  const entries = new Map<string, { value: Promise<T>; expires: number }>();
  return (key: string, read: () => Promise<T>, now = Date.now()): Promise<T> => {
    const hit = entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (hit) entries.delete(key);
    while (entries.size >= max) entries.delete(entries.keys().next().value as string);
    const value = read();
    const entry = { value, expires: now + ttlMs };
    entries.set(key, entry);
    value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return value;
  };
}
