import "server-only";
import axios from "axios";
import { env } from "@/lib/env";

/**
 * The one axios instance of the site. Its `fetch` adapter sends every read through Next's
 * patched `fetch`, so `fetchOptions.next` ({ tags, revalidate }) puts responses in the data cache.
 * `validateStatus: () => true` leaves status handling to lib/api/client.ts.
 */
export const http = axios.create({
  baseURL: env.API_BASE_URL,
  adapter: "fetch",
  timeout: 10_000,
  headers: { Accept: "application/json" },
  validateStatus: () => true,
});
