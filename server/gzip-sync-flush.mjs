// Preloaded into `next start` by scripts/lib/site-server.mjs.
//
// Next compresses its answers with the `compression` middleware, which empties the gzip stream with
// `stream.flush()` each time Next flushes a streamed page (after the first part of its HTML, before
// the inline payload). Node's `flush()` with no kind is a *full* flush: it ends the compressor's
// history, so nothing after it may refer back to what came before. A page's payload repeats the
// texts and class lists of its markup, so that reset cost about 1.2 kB of every per-request page's
// gzipped answer (the sign-in page 13.1 instead of 11.9 kB). A *sync* flush hands the client every
// byte written so far just the same, and keeps the history. This makes it the kind a gzip or
// deflate stream uses when none is named; a caller that names one gets that one.
import zlib from "node:zlib";

const { Z_SYNC_FLUSH } = zlib.constants;

/** Makes Z_SYNC_FLUSH the default of `flush()` on `Stream`'s prototype; idempotent. */
export function defaultToSyncFlush(Stream) {
  if (Object.hasOwn(Stream.prototype, "flush")) return;
  const flush = Stream.prototype.flush;
  Object.defineProperty(Stream.prototype, "flush", {
    configurable: true,
    writable: true,
    value: function syncByDefault(kind, callback) {
      if (typeof kind === "function") return flush.call(this, Z_SYNC_FLUSH, kind);
      return flush.call(this, kind ?? Z_SYNC_FLUSH, callback);
    },
  });
}

export function install() {
  defaultToSyncFlush(zlib.Gzip);
  defaultToSyncFlush(zlib.Deflate);
}

install();
