/**
 * The visitor's IP as the per-IP limits count it, for forms, server actions and sign-in alike.
 *
 * The address is decided once per request, before Next runs, by server/visitor-address.mjs (the
 * socket's, or the one our own trusted proxies saw, TRUSTED_PROXY_HOPS): it replaces whatever
 * X-Forwarded-For the client sent with that one address. Without that hook (a bare `next start`
 * or `next dev`) the header is the client's to choose, so it is not read at all: the backend then
 * counts every visitor as this server, which is strict rather than open.
 */
const INSTALLED = Symbol.for("site.visitorAddress.installed");

let warned = false;

/** `forwardedFor`: the request's X-Forwarded-For, from `headers()` or next-auth's `req.headers`. */
export function visitorIpFrom(forwardedFor: string | readonly string[] | null | undefined): string | undefined {
  if ((globalThis as { [INSTALLED]?: boolean })[INSTALLED] !== true) {
    if (!warned) {
      warned = true;
      console.warn("server/visitor-address.mjs is not preloaded: every visitor counts as one IP (start the site with scripts/lib/site-server.mjs).");
    }
    return undefined;
  }
  const value = typeof forwardedFor === "string" ? forwardedFor : forwardedFor?.[0];
  return value?.trim().slice(0, 64) || undefined;
}
