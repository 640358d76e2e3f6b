import "server-only";
import { isAxiosError, type AxiosResponse } from "axios";
import { env } from "@/lib/env";
import type { Locale } from "@/lib/i18n/routing";
import { ApiError } from "./errors";
import { http } from "./http";
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
  /** "text": the body as it came, undecoded (lib/api/client.ts memoises data-cache reads by it). */
  responseType?: "text";
}

function describeFailure(method: string, path: string, error: unknown): ApiError {
  if (isAxiosError(error) && (error.code === "ECONNABORTED" || error.code === "ETIMEDOUT")) {
    return new ApiError(`${method} ${path} timed out`, { status: 504, kind: "timeout", path });
  }
  return new ApiError(`${method} ${path} could not reach the API`, { status: 0, kind: "network", path });
}

async function sendOnce(request: BackendRequest, token: string | undefined): Promise<AxiosResponse<unknown>> {
  const headers: Record<string, string> = {
    "BU-ID": String(request.buId ?? env.BU_ID),
    lang: request.locale,
    ...request.headers,
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (request.body !== undefined) headers["Content-Type"] = "application/json";
  const fetchOptions =
    request.cache === "no-store"
      ? { cache: "no-store" as const }
      : {
          next: {
            revalidate: request.cache.revalidate,
            ...(request.cache.tags?.length ? { tags: [...request.cache.tags] } : {}),
          },
        };
  try {
    return await http.request<unknown>({
      method: request.method,
      url: request.url,
      headers,
      data: request.body === undefined ? undefined : JSON.stringify(request.body),
      timeout: request.timeoutMs,
      ...(request.responseType ? { responseType: request.responseType } : {}),
      fetchOptions,
    });
  } catch (error) {
    throw describeFailure(request.method, request.url.split("?")[0] ?? request.url, error);
  }
}

/** The backend no longer knows the token (RFC 6750's `invalid_token`, backend/src/http/middleware.ts). */
const isForgottenAppToken = (response: AxiosResponse<unknown>) =>
  response.status === 401 && /\berror="invalid_token"/.test(String(response.headers["www-authenticate"] ?? ""));

/**
 * Every backend call of the site goes through here: the `BU-ID`, `lang` and `Authorization`
 * headers of SPEC §7, the one app-token manager, and one retry when the backend has forgotten
 * the app token (a restart or key rotation). A user's 401 is the caller's to handle.
 */
export async function backendRequest(request: BackendRequest): Promise<AxiosResponse<unknown>> {
  const token = (bearer: Bearer) =>
    bearer.kind === "app" ? getAppToken() : Promise.resolve(bearer.kind === "user" ? bearer.token : undefined);
  const response = await sendOnce(request, await token(request.bearer));
  if (request.bearer.kind === "app" && isForgottenAppToken(response)) {
    invalidateAppToken();
    return sendOnce(request, await getAppToken());
  }
  return response;
}
