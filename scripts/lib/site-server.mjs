// How every script (start, test, bench) runs the built site, so all three serve it the same way:
// `next start` on localhost (see TOOLCHAIN: a Next 16 rewrite loop on "/" with 127.0.0.1), with the
// visitor's address settled before Next reads it (server/visitor-address.mjs: per-IP limits count
// it), TRACE refused before Next fails on it (server/refused-methods.mjs), and a stop (SIGTERM)
// that ends once the requests being answered are, even while nginx keeps its connections open
// (server/graceful-stop.mjs), and public pages kept by a shared cache (nginx, a CDN) for seconds,
// not their revalidate time, so a CMS edit shows at the front within seconds (server/shared-cache-lifetime.mjs),
// and requests handed to Next a few at a time, the rest waiting in arrival order (server/request-queue.mjs),
// and a page request's ad and mailing parameters left out of what Next renders and caches (server/tracking-parameters.mjs).
// Nothing else of Node or Next is patched (docs/performance.md,
// 2026-11-28: the encoded-body cache did not earn its place).
import path from "node:path";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { root } from "./env.mjs";

const require = createRequire(import.meta.url);

// The young generation is pinned at what V8 gives a machine with 16 GB or more (64 MB semi-spaces),
// on which every figure of docs/performance.md was measured: V8 sizes it from the machine's memory,
// smaller on a smaller host, and a page rendered per request allocates 3–5 MB, so a young
// generation a quarter the size scavenges four times as often (docs/performance.md, 2026-11-29 17:30–18:25).
const YOUNG_GENERATION = ["--max-semi-space-size=64"];

/**
 * How long the site keeps an idle connection open: longer than any client of it keeps one for reuse
 * (nginx's upstream keepalive_timeout, 60 s by default, deploy/nginx.conf.template), so the client
 * always closes first. With Node's 5 s, a client that sent its next request on a connection just
 * as the site closed it got ECONNRESET, which nginx does not retry for a POST (and a test's POST
 * after a few seconds of axe met it, 2026-11-30).
 */
export const KEEP_ALIVE_MS = 65_000;

/** The command and arguments that serve the production build on `port`. */
export function siteServerCommand(port) {
  const nextBin = require.resolve("next/dist/bin/next", { paths: [root] });
  const preloads = ["server/visitor-address.mjs", "server/refused-methods.mjs", "server/graceful-stop.mjs", "server/shared-cache-lifetime.mjs", "server/request-queue.mjs", "server/tracking-parameters.mjs"].flatMap((file) => ["--import", pathToFileURL(path.join(root, file)).href]);
  return [process.execPath, [...YOUNG_GENERATION, ...preloads, nextBin, "start", "-H", "localhost", "-p", String(port), "--keepAliveTimeout", String(KEEP_ALIVE_MS)]];
}
