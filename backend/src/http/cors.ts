import type { Context, MiddlewareHandler } from "hono";

/** hono/cors's default methods, answered to every preflight. */
const ALLOW_METHODS = "GET,HEAD,PUT,POST,DELETE,PATCH,QUERY";

/**
 * CORS for the website's own pages: the headers hono/cors sends for one allowed origin, added to
 * the answer the route gave instead of through `c.header()`. After a route, `c.header()` rebuilds
 * the answer around a stream of its body, and @hono/node-server then reads every API answer back
 * from that stream instead of writing its text or bytes at once (10–20 % of the CPU of a read
 * under load, measured on the doctor list and slots).
 */
export function siteCors(origin: string, allowHeaders: string[]): MiddlewareHandler {
  const allowHeadersText = allowHeaders.join(",");
  return async (c, next) => {
    const allowed = c.req.header("origin") === origin;
    if (c.req.method === "OPTIONS") {
      const headers = new Headers();
      if (allowed) headers.set("Access-Control-Allow-Origin", origin);
      headers.append("Vary", "Origin");
      headers.set("Access-Control-Allow-Methods", ALLOW_METHODS);
      headers.set("Access-Control-Allow-Headers", allowHeadersText);
      headers.append("Vary", "Access-Control-Request-Headers");
      return new Response(null, { status: 204, statusText: "No Content", headers });
    }
    await next();
    addHeaders(c, (headers) => {
      if (allowed) headers.set("Access-Control-Allow-Origin", origin);
      headers.append("Vary", "Origin");
    });
  };
}

function addHeaders(c: Context, add: (headers: Headers) => void) {
  try {
    add(c.res.headers);
  } catch (err) {
    // A response whose headers are immutable (as fetch() gives them) is copied first.
    if (!(err instanceof TypeError)) throw err;
    c.res = new Response(c.res.body, c.res);
    add(c.res.headers);
  }
}
