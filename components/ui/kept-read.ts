/** The data read for a part the tab has not drawn, by URL and key: one request each. */
const readData = new Map<string, Promise<object | null>>();
/** When each failed read failed: the part stays empty meanwhile (the page works on). */
const failedReads = new Map<string, number>();

/**
 * How long a failed read stands before a part mounted again reads once more. Not at once: a read
 * that suspended a first render is asked for again by that render's retry, which would read again
 * without end while the server is out of reach.
 */
export const KEPT_READ_RETRY_MS = 10_000;

/**
 * The current data of a part kept by key (kept-from-server.tsx, `keptByKey`) from the same-site
 * URL that answers it, for `use()`: the same promise for the same URL and key, so a render that
 * suspends on it meets it again; null when the read failed (the part draws what it can without).
 * `afresh`: a visitor's own "Try again" reads a failed one again at once.
 */
export function readKeptData(dataUrl: string, keptKey: string, { afresh = false }: { afresh?: boolean } = {}): Promise<object | null> {
  const id = `${dataUrl}\n${keptKey}`;
  const failedAt = failedReads.get(id);
  if (failedAt !== undefined && (afresh || Date.now() - failedAt >= KEPT_READ_RETRY_MS)) {
    failedReads.delete(id);
    readData.delete(id);
  }
  let read = readData.get(id);
  if (!read) {
    read = fetch(dataUrl, { headers: { accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<object>) : Promise.reject(new Error(String(response.status)))))
      .catch(() => {
        failedReads.set(id, Date.now());
        return null;
      });
    readData.set(id, read);
  }
  return read;
}
