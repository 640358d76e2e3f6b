import "server-only";
import axios from "axios";
import { env } from "@/lib/env";

/**
 * The one axios instance of the site. Its `fetch` adapter sends every read through Next's
 * patched `fetch`, so `fetchOptions.next` ({ tags, revalidate }) puts responses in the data cache.
 * `validateStatus: () => true` leaves status handling to lib/api/client.ts.
 *
 * `env.Request: null` has the adapter call `fetch(url, init)` instead of building a `Request`
 * itself. A Request built with a signal is kept by undici's finalization registry as long as the
 * signal can reach it, and in the bundled server the closure axios puts on its timeout signal
 * (`signal.unsubscribe`) can: Turbopack inlines axios's composeSignals into the adapter, whose
 * scope holds the Request. Every read was then kept for the life of the process (about 4 kB
 * each, 12 kB a page: a server's heap grew by ~30 MB a minute under load, and its collections with it;
 * vercel/next.js#84884, nodejs/undici#5822; docs/performance.md, 2026-11-29 17:30–18:25).
 */
export const http = axios.create({
  baseURL: env.API_BASE_URL,
  adapter: "fetch",
  // axios's types want a constructor; null takes the adapter's path for a runtime without Request.
  env: { Request: null as unknown as undefined },
  timeout: 10_000,
  headers: { Accept: "application/json" },
  validateStatus: () => true,
});
