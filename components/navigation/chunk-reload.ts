/**
 * SPEC §4/§8: a failed chunk load (a deploy replaced the files) reloads the page, at most once
 * per 60 s, remembered in sessionStorage so a broken deploy cannot loop.
 */
export const CHUNK_RELOAD_KEY = "chunk-reload-at";
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

const CHUNK_ERROR =
  /ChunkLoadError|Loading chunk [\w/.-]+ failed|Loading CSS chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

export function isChunkLoadError(reason: unknown): boolean {
  if (!reason) return false;
  if (typeof reason === "string") return CHUNK_ERROR.test(reason);
  if (typeof reason === "object") {
    const { name, message } = reason as { name?: unknown; message?: unknown };
    return (
      (typeof name === "string" && CHUNK_ERROR.test(name)) ||
      (typeof message === "string" && CHUNK_ERROR.test(message))
    );
  }
  return false;
}

export function shouldReload(now: number, lastReloadAt: number | null): boolean {
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_INTERVAL_MS;
}

/** Reloads unless it already did within the last 60 s. Returns whether it reloaded. */
export function reloadAfterChunkError(
  storage: Pick<Storage, "getItem" | "setItem"> | null,
  reload: () => void,
  now = Date.now(),
): boolean {
  let last: number | null = null;
  try {
    const stored = storage?.getItem(CHUNK_RELOAD_KEY);
    last = stored ? Number(stored) : null;
  } catch {
    last = null;
  }
  if (!shouldReload(now, last)) return false;
  try {
    storage?.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    // Without storage we cannot guard against a loop: do not reload at all.
    return false;
  }
  reload();
  return true;
}
