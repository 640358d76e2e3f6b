// Preloaded into `next start` by scripts/lib/site-server.mjs.
//
// Next answers a TRACE with a 500: it builds a WHATWG Request for every request, and the Fetch
// standard forbids that method, so the constructor throws before the proxy or any route runs. The
// site serves no TRACE, so it is answered here with 405 before Next is asked. The server's request
// listeners are wrapped the first time Node's documented `http.server.request.start` diagnostics
// channel names the server; that channel is published before the 'request' event is emitted, so
// even the first request meets the wrapper.
import dc from "node:diagnostics_channel";

/** Methods Node parses that Next cannot handle (forbidden by the Fetch standard). */
export const REFUSED_METHODS = new Set(["TRACE", "TRACK"]);

const ALLOW = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";

const wrapped = new WeakSet();

function refuse(res) {
  res.writeHead(405, { allow: ALLOW, "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" });
  res.end("Method not allowed");
}

/** Puts one listener in front of the server's own 'request' listeners; idempotent per server. */
export function guardServer(server) {
  if (wrapped.has(server)) return;
  wrapped.add(server);
  const listeners = server.listeners("request");
  server.removeAllListeners("request");
  server.on("request", function refusing(req, res) {
    if (REFUSED_METHODS.has(req.method ?? "")) return refuse(res);
    for (const listener of listeners) listener.call(this, req, res);
  });
}

export function install() {
  dc.subscribe("http.server.request.start", ({ server }) => {
    if (server) guardServer(server);
  });
}

install();
