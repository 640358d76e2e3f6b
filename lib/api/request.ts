import "server-only";
import { env } from "@/lib/env";
import type { Locale } from "@/lib/i18n/routing";
import { ApiError } from "./errors";
import { getAppToken, invalidateAppToken } from "./token";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Whose bearer token a call carries: the app's client-credentials token, a user's, or none. */
export type Bearer = { kind: "app" } | { kind: "user"; token: string } | { kind: "none" };

export interface BackendRequest {
  method: HttpMethod;
  /** Path with its query string. */
  url: string;
  locale: Locale;
  bearer: Bearer;
  body?: unknown;
  /** `BU-ID`; defaults to the configured business unit. */
  buId?: number;
  headers?: Record<string, string>;
  /** Next data cache for reads of public content; "no-store" for everything user-scoped or live. */
  cache: { tags?: readonly string[]; revalidate: number | false } | "no-store";
  timeoutMs?: number;
}

/** The backend's answer: any status (the caller decides), the JSON body parsed (or the text when it is none). */
export interface BackendResponse {
  status: number;
  data: unknown;
  headers: Headers;
}

/** How long a call may take before it is a timeout (ApiError 504), unless the request says otherwise. */
const DEFAULT_TIMEOUT_MS = 10_000;

function describeFailure(method: string, path: string, error: unknown): ApiError {
  if (error instanceof Error && error.name === "TimeoutError") {
    return new ApiError(`${method} ${path} timed out`, { status: 504, kind: "timeout", path });
  }
  return new ApiError(`${method} ${path} could not reach the API`, { status: 0, kind: "network", path });
}

/** A JSON body parsed; a body that is no JSON (an HTML error page, an empty 204) is kept as its text. */
function parseJson(text: string): unknown {
  if (text === "") return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * One call through the global `fetch`, which Next patches: `next: { tags, revalidate }` puts a read
 * in the data cache. Plain `fetch` rather than an HTTP library on top of it: on a page rendered per
 * request the library's own work (merging configurations, normalising headers, building a Request
 * to hand to `fetch`) cost as much CPU as the call itself (docs/performance.md, 2026-11-29 12:00).
 */
async function sendOnce(request: BackendRequest, token: string | undefined): Promise<BackendResponse> {
  const headers: Record<string, string> = {
    Accept: "application/json",
    "BU-ID": String(request.buId ?? env.BU_ID),
    lang: request.locale,
    ...request.headers,
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (request.body !== undefined) headers["Content-Type"] = "application/json";
  const cache =
    request.cache === "no-store"
      ? { cache: "no-store" as const }
      : {
          next: {
            revalidate: request.cache.revalidate,
            ...(request.cache.tags?.length ? { tags: [...request.cache.tags] } : {}),
          },
        };
  try {
    const response = await fetch(`${env.API_BASE_URL}${request.url}`, {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(request.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      ...cache,
    });
    return { status: response.status, data: parseJson(await response.text()), headers: response.headers };
  } catch (error) {
    throw describeFailure(request.method, request.url.split("?")[0] ?? request.url, error);
  }
}

/** The backend no longer knows the token (RFC 6750's `invalid_token`, backend/src/http/middleware.ts). */
const isForgottenAppToken = (response: BackendResponse) =>
  response.status === 401 && /\berror="invalid_token"/.test(response.headers.get("www-authenticate") ?? "");

/**
 * Every backend call of the site goes through here: the `BU-ID`, `lang` and `Authorization`
 * headers of SPEC §7, the one app-token manager, and one retry when the backend has forgotten
 * the app token (a restart or key rotation). A user's 401 is the caller's to handle.
 */
export async function backendRequest(request: BackendRequest): Promise<BackendResponse> {
  const token = (bearer: Bearer) =>
    bearer.kind === "app" ? getAppToken() : Promise.resolve(bearer.kind === "user" ? bearer.token : undefined);
  const response = await sendOnce(request, await token(request.bearer));
  if (request.bearer.kind === "app" && isForgottenAppToken(response)) {
    invalidateAppToken();
    return sendOnce(request, await getAppToken());
  }
  return response;
}
