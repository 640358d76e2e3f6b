// Preloaded into `next start` by scripts/lib/site-server.mjs.
//
// The per-IP limits (sign-in, forms, holds, codes) count the visitor's address, which the site hands
// on to the backend. Route handlers and server actions see headers only, never the socket, and Next
// fills in X-Forwarded-For from the socket only when a request has none: whatever a client sends
// there would be counted. So before Next sees a request, its X-Forwarded-For is replaced by the one
// address that counts (lib/visitor-ip.ts reads it):
// - TRUSTED_PROXY_HOPS=0 (the default): the socket's address; any forwarding header is ignored.
// - TRUSTED_PROXY_HOPS=n: n proxies of our own stand in front, each appending the address it saw,
//   so the visitor is the entry the outermost one appended, n places back from the socket; entries
//   before it are whatever the client claimed.
// The hook is Node's documented `http.server.request.start` diagnostics channel, published for each
// request before the server's 'request' listener (Next) runs.
import dc from "node:diagnostics_channel";
import net from "node:net";

/** Set once the hook is installed: lib/visitor-ip.ts trusts X-Forwarded-For only then. */
export const INSTALLED = Symbol.for("site.visitorAddress.installed");

/**
 * With APP_ENV=test only, the address a request says it comes from (as if its socket did): the e2e
 * suite runs every test from the loopback address, and tests that count per IP need their own.
 */
export const TEST_ADDRESS_HEADER = "x-test-remote-address";

/** Headers a client may use to name an address; none of them survives the hook. */
const CLAIMED_ADDRESS_HEADERS = ["x-real-ip", "forwarded", "x-client-ip", "true-client-ip", "cf-connecting-ip"];

/** A valid IP in one spelling (IPv4-mapped IPv6 as plain IPv4), or undefined. */
export function normaliseAddress(value) {
  if (typeof value !== "string") return undefined;
  const text = value.trim().replace(/^\[(.*)\]$/, "$1");
  const plain = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(text)?.[1] ?? text;
  return net.isIP(plain) ? plain.toLowerCase() : undefined;
}

/** TRUSTED_PROXY_HOPS as a count; anything but a whole number ≥ 0 trusts no proxy (fail closed). */
export function trustedHops(value) {
  const text = String(value ?? "").trim();
  return /^\d{1,2}$/.test(text) ? Number(text) : 0;
}

/**
 * The address that counts for a request that came from `socketAddress` carrying `forwardedFor`
 * (X-Forwarded-For, possibly several headers joined by commas), with `hops` trusted proxies.
 * An entry that is not an IP (a proxy that wrote none) counts as the nearest trusted address.
 */
export function visitorAddress({ forwardedFor, socketAddress, hops }) {
  const socket = normaliseAddress(socketAddress) ?? "unknown";
  if (hops <= 0) return socket;
  const entries = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? "")).split(",").map((entry) => entry.trim()).filter(Boolean);
  const chain = [...entries, socket];
  // A request that passed fewer proxies than configured: the furthest address it has.
  const index = Math.max(0, chain.length - 1 - hops);
  for (let i = index; i < chain.length; i += 1) {
    const address = normaliseAddress(chain[i]);
    if (address) return address;
  }
  return socket;
}

/** Rewrites `request.headers` so that X-Forwarded-For holds only the address that counts. */
export function settleVisitorAddress(request, socket, env = process.env) {
  const headers = request.headers;
  const testAddress = env.APP_ENV === "test" ? normaliseAddress(headers[TEST_ADDRESS_HEADER]) : undefined;
  const address = visitorAddress({
    forwardedFor: headers["x-forwarded-for"],
    socketAddress: testAddress ?? socket?.remoteAddress,
    hops: trustedHops(env.TRUSTED_PROXY_HOPS),
  });
  delete headers[TEST_ADDRESS_HEADER];
  for (const name of CLAIMED_ADDRESS_HEADERS) delete headers[name];
  headers["x-forwarded-for"] = address;
}

/** Subscribes the hook; idempotent. */
export function install() {
  if (globalThis[INSTALLED]) return;
  dc.subscribe("http.server.request.start", ({ request, socket }) => {
    try {
      settleVisitorAddress(request, socket);
    } catch {
      // A subscriber's exception would crash the server; the socket's address is always safe.
      request.headers["x-forwarded-for"] = normaliseAddress(socket?.remoteAddress) ?? "unknown";
    }
  });
  globalThis[INSTALLED] = true;
}

install();
