// Preloaded into `next start` by scripts/lib/site-server.mjs.
//
// A cached page is rendered by whichever request finds its copy missing or stale, and Next writes
// that request's URL, query and all, into the page's payload, which every later visitor of the
// page then receives. An ad's click ids and UTM parameters would so pass from one visitor to all.
// No render reads them: the campaign form takes them from the browser's address (or, posted without
// JavaScript, from its Referer; lib/engagement/campaign-attribution.ts). So a page request (GET,
// HEAD) reaches Next without them, while the visitor's address bar keeps them. The hook is Node's
// documented `http.server.request.start` diagnostics channel, published for each request before the
// server's 'request' listener (Next) runs.
import dc from "node:diagnostics_channel";

/** Query parameters that ads and mailings add to a link (Google, Meta, Microsoft, TikTok, X, LinkedIn, Mailchimp, Yandex, Google Analytics). */
const TRACKING = /^(?:utm_[a-z_]+|gclid|gclsrc|gbraid|wbraid|dclid|fbclid|msclkid|ttclid|twclid|li_fat_id|mc_cid|mc_eid|yclid|_ga|_gl)$/i;

/** `url` (a request target: path and query) without its tracking parameters; the rest as it was written. */
export function withoutTracking(url) {
  const start = url.indexOf("?");
  if (start < 0) return url;
  const kept = url
    .slice(start + 1)
    .split("&")
    .filter((pair) => {
      const name = pair.split("=", 1)[0];
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, " "));
      } catch {
        // An unreadable name is no tracking parameter; the proxy answers the URL as it is.
      }
      return !TRACKING.test(decoded);
    });
  return kept.length > 0 ? `${url.slice(0, start)}?${kept.join("&")}` : url.slice(0, start);
}

/** Subscribes the hook; idempotent. */
export function install() {
  const installed = Symbol.for("site.trackingParameters.installed");
  if (globalThis[installed]) return;
  dc.subscribe("http.server.request.start", ({ request }) => {
    if ((request.method === "GET" || request.method === "HEAD") && typeof request.url === "string" && request.url.includes("?")) {
      request.url = withoutTracking(request.url);
    }
  });
  globalThis[installed] = true;
}

install();
