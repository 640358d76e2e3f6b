// Preloaded into `next start` by scripts/lib/site-server.mjs.
//
// How long a shared cache (nginx in front, a CDN) may keep a public page: at most
// SHARED_FRESH_SECONDS, then SHARED_STALE_SECONDS more while one request fetches it again. Next
// sends `s-maxage=<the page's revalidate time>` (300 s) and a year of stale-while-revalidate, so a
// CMS edit stayed behind the front for five minutes, and as long as nginx liked after that while a
// refresh was due. A revalidation (POST /api/revalidate) is seen by every instance at once through
// Redis; capping what the front keeps makes it show there within SHARED_FRESH_SECONDS +
// SHARED_STALE_SECONDS + 1 s of nginx's clock (docs/deploy.md, "How stale a page may be": why this
// rather than a purge, and what it costs). Next's own cache keeps its revalidate times; only the
// header changes. An answer no shared cache may keep (a page rendered for one visitor or one
// request) is marked to pass through the front unbuffered: nginx compresses those itself
// (deploy/nginx.conf.template), and a buffered gzip holds a streamed page back until its end.
// Responses met through Node's `http.server.request.start` diagnostics channel, published before
// Next sees the request.
import dc from "node:diagnostics_channel";

export const SHARED_FRESH_SECONDS = 4;
export const SHARED_STALE_SECONDS = 2;

/**
 * The Cache-Control a shared cache gets for `value`: `s-maxage` and `stale-while-revalidate` capped,
 * anything else (no s-maxage: private, no-store, a browser's max-age) unchanged.
 * @param {string} value
 */
export function sharedCacheControl(value) {
  const directives = value.split(",").map((part) => part.trim()).filter(Boolean);
  const seconds = (name) => {
    const found = directives.find((d) => d.toLowerCase().startsWith(`${name}=`));
    return found === undefined ? undefined : Number(found.slice(name.length + 1));
  };
  const fresh = seconds("s-maxage");
  if (fresh === undefined || !Number.isFinite(fresh)) return value;
  const stale = seconds("stale-while-revalidate");
  const rest = directives.filter((d) => !/^(s-maxage|stale-while-revalidate)=/i.test(d));
  return [
    ...rest,
    `s-maxage=${Math.min(fresh, SHARED_FRESH_SECONDS)}`,
    `stale-while-revalidate=${Math.min(stale !== undefined && Number.isFinite(stale) ? stale : SHARED_STALE_SECONDS, SHARED_STALE_SECONDS)}`,
  ].join(", ");
}

/**
 * Whether no shared cache may keep an answer with this Cache-Control (`private` or `no-store`).
 * @param {string} value
 */
export function keptByNoSharedCache(value) {
  return value.split(",").some((part) => /^(private|no-store)$/i.test(part.trim()));
}

/**
 * nginx's switch for one response (its proxy module reads the header and never passes it on): sent
 * as it comes, so the front's own gzip flushes each part the site flushed, a streamed page's first
 * part (a health record's "loading") included, instead of holding all of it until the end.
 */
const UNBUFFERED = ["X-Accel-Buffering", "no"];

/**
 * Rewrites the Cache-Control this response is given through setHeader (how Next sets it), and marks
 * an answer no shared cache keeps to pass the front unbuffered. Also
 * keeps a redirect to one Location: on the first render of a cached page that redirects (a doctor
 * asked for by the other language's slug, permanentRedirect), Next sets the header and then appends
 * the same one again from the headers it keeps with the page (Next 16.4, app-page-runtime).
 */
export function capSharedCaching(response) {
  const setHeader = response.setHeader;
  response.setHeader = function cappedSetHeader(name, value) {
    if (typeof name === "string" && name.toLowerCase() === "cache-control" && typeof value === "string") {
      if (keptByNoSharedCache(value)) setHeader.call(this, ...UNBUFFERED);
      return setHeader.call(this, name, sharedCacheControl(value));
    }
    return setHeader.call(this, name, value);
  };
  const appendHeader = response.appendHeader;
  response.appendHeader = function singleLocation(name, value) {
    if (typeof name === "string" && name.toLowerCase() === "location" && this.hasHeader("location")) return this;
    return appendHeader.call(this, name, value);
  };
}

export function install() {
  dc.subscribe("http.server.request.start", ({ response }) => {
    if (response) capSharedCaching(response);
  });
}

install();
