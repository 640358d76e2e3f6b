import "server-only";
import type { ZodType } from "zod";
import type { Locale } from "@/lib/i18n/routing";
import { DEFAULT_REVALIDATE } from "./cache-tags";
import { ApiError } from "./errors";
import { decodeBody, memoisedBody } from "./parsed-bodies";
import { toQueryString, type QueryInput } from "./query";
import { backendRequest, type Bearer } from "./request";

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
  /**
   * When the backend cannot be reached, answer with the last body this server read for the same
   * request instead of failing. For what every page's layout reads (settings, menus, business
   * units): once a tag is revalidated its cached copy is gone, and an outage then would take down
   * every page rendered, the outage page included. Public, non-personal data only.
   */
  lastGood?: boolean;
};

/** The last good bodies of `lastGood` reads, per request; a handful of layout reads in all. */
const lastGoodBodies = new Map<string, unknown>();

export function parseBody<T>(method: string, path: string, data: unknown, schema?: ZodType<T>): T {
  if (!schema) return data as T;
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0];
  const where = first ? `${first.path.join(".") || "(root)"}: ${first.message}` : "";
  throw new ApiError(`${method} ${path} returned an unexpected body ${where}`.trim(), {
    status: 502,
    kind: "invalid_response",
    path,
  });
}

async function get<T>(path: string, options: ApiGetOptions<T>, bearer: Bearer, cache: "data-cache" | "no-store", headers?: Record<string, string>, timeoutMs?: number): Promise<T> {
  const response = await backendRequest({
    method: "GET",
    url: `${path}${toQueryString(options.query)}`,
    locale: options.locale,
    buId: options.buId,
    bearer,
    headers,
    timeoutMs,
    // A data-cache read comes back as its text, the key its validated value is memoised by.
    ...(cache === "data-cache" ? { responseType: "text" as const } : {}),
    cache:
      cache === "no-store"
        ? "no-store"
        : { tags: options.tags, revalidate: options.revalidate ?? DEFAULT_REVALIDATE },
  });
  if (response.status < 200 || response.status >= 300) {
    throw new ApiError(`GET ${path} answered ${response.status}`, { status: response.status, kind: "http", path });
  }
  if (cache === "no-store") return parseBody("GET", path, response.data, options.schema);
  // Asked as text above: the body as the backend wrote it.
  const text = String(response.data);
  const { schema } = options;
  if (!schema) return decodeBody(text) as T;
  return memoisedBody(text, schema, (data) => parseBody("GET", path, data, schema));
}

/**
 * GET public content (SPEC §7) through Next's data cache. Resolves with the JSON body (validated
 * when `schema` is given); rejects with ApiError — `status` 404 means "no such item", so pages
 * call `notFound()` on it. Callers are the per-resource modules of lib/api.
 */
export async function apiGet<T = unknown>(path: string, options: ApiGetOptions<T>): Promise<T> {
  const read = get(path, options, (options.auth ?? true) ? { kind: "app" } : { kind: "none" }, "data-cache");
  if (!options.lastGood) return read;
  const key = [options.locale, options.buId ?? "", path, toQueryString(options.query)].join("\n");
  try {
    const body = await read;
    lastGoodBodies.set(key, body);
    return body;
  } catch (error) {
    const unreachable = error instanceof ApiError && (error.kind === "network" || error.kind === "timeout");
    if (unreachable && lastGoodBodies.has(key)) return lastGoodBodies.get(key) as T;
    throw error;
  }
}

export type UncachedGetOptions<T> = Omit<ApiGetOptions<T>, "tags" | "revalidate" | "auth"> & {
  /** A signed-in user's backend token; the app token otherwise. */
  userToken?: string;
  /** Names the caller in backend logs (the proxy sends `web-proxy`). */
  client?: string;
  timeoutMs?: number;
};

/**
 * GET outside every cache: what the proxy reads on its own schedule, and anything user-scoped or
 * live (a profile, appointments, a payment's status). Never put these answers in a shared cache.
 */
export function apiGetUncached<T = unknown>(path: string, options: UncachedGetOptions<T>): Promise<T> {
  const bearer: Bearer = options.userToken ? { kind: "user", token: options.userToken } : { kind: "app" };
  return get(path, options, bearer, "no-store", options.client ? { "x-client": options.client } : undefined, options.timeoutMs);
}
