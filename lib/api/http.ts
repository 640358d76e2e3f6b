import "server-only";
import axios from "axios";
import { env } from "@/lib/env";

/**
 * The axios instance of the token request (lib/api/token.ts), on its Node `http` adapter: a token
 * must stay out of Next's data cache, and an uncached `fetch` inside a render could mark a static
 * route as dynamic. Every other backend call is a plain `fetch` (lib/api/request.ts).
 * `validateStatus: () => true` leaves status handling to the caller.
 */
export const http = axios.create({
  baseURL: env.API_BASE_URL,
  adapter: "http",
  timeout: 10_000,
  headers: { Accept: "application/json" },
  validateStatus: () => true,
});
