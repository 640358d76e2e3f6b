import "server-only";
import { isAxiosError } from "axios";
import { TokenResponseSchema } from "@/lib/contract/auth";
import { env } from "@/lib/env";
import { ApiError } from "./errors";
import { http } from "./http";
import { createTokenManager, type TokenManager } from "./token-manager";

const TOKEN_PATH = "/oauth/token";

/**
 * POST /oauth/token (SPEC §7, §9): form-encoded client-credentials grant.
 *
 * This one request uses axios' Node `http` adapter instead of `fetch`: it must stay out of Next's
 * data cache (a cached token response would be written to disk and outlive the token), and an
 * uncached fetch inside a render could mark a static route as dynamic.
 */
async function requestToken() {
  if (!env.API_CLIENT_ID || !env.API_CLIENT_SECRET) {
    throw new ApiError("API_CLIENT_ID / API_CLIENT_SECRET are not set", {
      status: 0,
      kind: "config",
      path: TOKEN_PATH,
    });
  }
  const body = new URLSearchParams({
    grant_type: "client_credentials",
    client_id: env.API_CLIENT_ID,
    client_secret: env.API_CLIENT_SECRET,
  });
  let response;
  try {
    response = await http.post<unknown>(
      TOKEN_PATH,
      body.toString(),
      {
        adapter: "http",
        timeout: 5_000,
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      },
    );
  } catch (error) {
    const timedOut = isAxiosError(error) && error.code === "ECONNABORTED";
    throw new ApiError(`POST ${TOKEN_PATH} ${timedOut ? "timed out" : "could not reach the API"}`, {
      status: timedOut ? 504 : 0,
      kind: timedOut ? "timeout" : "network",
      path: TOKEN_PATH,
    });
  }
  if (response.status < 200 || response.status >= 300) {
    throw new ApiError(`POST ${TOKEN_PATH} answered ${response.status}`, {
      status: response.status,
      kind: "http",
      path: TOKEN_PATH,
    });
  }
  const parsed = TokenResponseSchema.safeParse(response.data);
  if (!parsed.success || parsed.data.access_token === "") {
    throw new ApiError(`POST ${TOKEN_PATH} returned no access_token`, {
      status: 502,
      kind: "invalid_response",
      path: TOKEN_PATH,
    });
  }
  const expiresIn = parsed.data.expires_in;
  return { accessToken: parsed.data.access_token, expiresInSeconds: expiresIn > 0 ? expiresIn : 3600 };
}

// One cache per process, shared by instrumentation and every route bundle (each bundle may get
// its own copy of this module; globalThis is what they share).
const KEY = Symbol.for("hospital-web.app-token");
const holder = globalThis as typeof globalThis & { [KEY]?: TokenManager };
const manager: TokenManager = (holder[KEY] ??= createTokenManager(requestToken));

/** The app's client-credentials bearer token. Server only; never pass it to client components. */
export function getAppToken(): Promise<string> {
  return manager.get();
}

export function invalidateAppToken(): void {
  manager.invalidate();
}
