import "server-only";
import { isAxiosError, type AxiosResponse } from "axios";
import type { ZodType } from "zod";
import { env } from "@/lib/env";
import type { Locale } from "@/lib/i18n/routing";
import { DEFAULT_REVALIDATE } from "./cache-tags";
import { ApiError } from "./errors";
import { http } from "./http";
import { toQueryString, type QueryInput } from "./query";
import { getAppToken, invalidateAppToken } from "./token";

export type ApiGetOptions<T> = {
  /** Sent as the `lang` header: localized fields come back in this language. */
  locale: Locale;
  /** Empty, null, undefined and NaN values are dropped (lib/api/query.ts). */
  query?: QueryInput;
  /** Validates the JSON body; a mismatch throws ApiError 502 `invalid_response`. */
  schema?: ZodType<T>;
  /** Data-cache tags (lib/api/cache-tags.ts), revalidated by the webhook. */
  tags?: readonly string[];
  /** Seconds in the data cache; `false` = until a tag is revalidated. Default 300. */
  revalidate?: number | false;
  /** `BU-ID` header; defaults to the configured business unit (env BU_ID). */
  buId?: number;
  /** Send the app's bearer token (default true; the general settings endpoint needs none). */
  auth?: boolean;
};

function describe(path: string, error: unknown): ApiError {
  if (isAxiosError(error) && (error.code === "ECONNABORTED" || error.code === "ETIMEDOUT")) {
    return new ApiError(`GET ${path} timed out`, { status: 504, kind: "timeout", path });
  }
  return new ApiError(`GET ${path} could not reach the API`, { status: 0, kind: "network", path });
}

async function send(path: string, url: string, options: ApiGetOptions<unknown>, token?: string) {
  const headers: Record<string, string> = {
    "BU-ID": String(options.buId ?? env.BU_ID),
    lang: options.locale,
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await http.get<unknown>(url, {
      headers,
      fetchOptions: {
        next: {
          revalidate: options.revalidate ?? DEFAULT_REVALIDATE,
          ...(options.tags?.length ? { tags: [...options.tags] } : {}),
        },
      },
    });
  } catch (error) {
    throw describe(path, error);
  }
}

/**
 * GET a backend resource (SPEC §7) with the `BU-ID`, `lang` and `Authorization` headers, through
 * Next's data cache. Resolves with the JSON body (validated when `schema` is given); rejects with
 * ApiError — `status` 404 means "no such item", so pages call `notFound()` on it.
 *
 * Callers are the per-resource modules of lib/api, which map the wire JSON to our own types.
 */
export async function apiGet<T = unknown>(path: string, options: ApiGetOptions<T>): Promise<T> {
  const url = `${path}${toQueryString(options.query)}`;
  const useAuth = options.auth ?? true;

  let response: AxiosResponse<unknown> = await send(
    path,
    url,
    options,
    useAuth ? await getAppToken() : undefined,
  );
  if (response.status === 401 && useAuth) {
    // The backend forgot our token (restart, rotation): fetch a new one and try once more.
    invalidateAppToken();
    response = await send(path, url, options, await getAppToken());
  }

  if (response.status < 200 || response.status >= 300) {
    throw new ApiError(`GET ${path} answered ${response.status}`, {
      status: response.status,
      kind: "http",
      path,
    });
  }

  if (!options.schema) return response.data as T;
  const parsed = options.schema.safeParse(response.data);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const where = first ? `${first.path.join(".") || "(root)"}: ${first.message}` : "";
    throw new ApiError(`GET ${path} returned an unexpected body ${where}`.trim(), {
      status: 502,
      kind: "invalid_response",
      path,
    });
  }
  return parsed.data;
}
