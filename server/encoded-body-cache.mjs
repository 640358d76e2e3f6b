// Preloaded into `next start` by scripts/lib/site-server.mjs.
//
// Next answers a cached page with `res.end(html)`, where `html` is the same string object for every
// visitor until the page is revalidated, after setting Content-Length from Buffer.byteLength(html).
// Node then walks and encodes that string to UTF-8 twice per response; for our pages (two-byte
// strings of 100–220 kB, Arabic or with Arabic in them) that was the largest cost of serving a
// cached page. This keeps the UTF-8 bytes of recent large bodies, keyed by the string, so a cached
// page is encoded once per revalidation instead of twice per request. Results are identical.
import http from "node:http";

/**
 * A bounded map from large strings to their UTF-8 bytes. Strings shorter than `minChars` encode in
 * microseconds and are not kept; past `maxBytes` the least recently used entries leave first.
 */
export function createEncodedCache({ minChars = 16 * 1024, maxBytes = 64 * 1024 * 1024 } = {}) {
  const entries = new Map();
  let totalBytes = 0;

  function encoded(text) {
    const hit = entries.get(text);
    if (hit) {
      // Map iteration follows insertion order: re-inserting keeps the oldest entry first.
      entries.delete(text);
      entries.set(text, hit);
      return hit;
    }
    const bytes = Buffer.from(text, "utf8");
    entries.set(text, bytes);
    totalBytes += bytes.length;
    for (const [key, value] of entries) {
      if (totalBytes <= maxBytes) break;
      entries.delete(key);
      totalBytes -= value.length;
    }
    return bytes;
  }

  return {
    encoded,
    /** The kept bytes of `text`, if any; never adds an entry. */
    peek: (text) => entries.get(text),
    applies: (value, encoding) => typeof value === "string" && value.length >= minChars && isUtf8(encoding),
    get size() {
      return entries.size;
    },
    get bytes() {
      return totalBytes;
    },
  };
}

function isUtf8(encoding) {
  return encoding === undefined || typeof encoding === "function" || encoding === "utf8" || encoding === "utf-8";
}

/** Routes Buffer.byteLength and ServerResponse#end through `cache`; idempotent. */
export function install(cache) {
  if (http.ServerResponse.prototype.end.encodedBodyCache) return http.ServerResponse.prototype.end.encodedBodyCache;

  const originalByteLength = Buffer.byteLength;
  // Only a hit answers here: other callers (request bodies, JSON) must not fill the cache with
  // strings no response will send. A page's first response fills it from res.end below.
  Buffer.byteLength = function byteLength(value, encoding) {
    const kept = cache.applies(value, encoding) ? cache.peek(value) : undefined;
    return kept ? kept.length : originalByteLength.call(Buffer, value, encoding);
  };

  const originalEnd = http.ServerResponse.prototype.end;
  function end(chunk, encoding, callback) {
    // A Buffer ignores the encoding argument, and a callback in its place stays a callback.
    if (cache.applies(chunk, encoding)) return originalEnd.call(this, cache.encoded(chunk), encoding, callback);
    return originalEnd.call(this, chunk, encoding, callback);
  }
  end.encodedBodyCache = cache;
  http.ServerResponse.prototype.end = end;
  return cache;
}

export const cache = install(createEncodedCache());
