import "server-only";
import type { ZodType } from "zod";
import { HOLD_SECRET_HEADER, HOLD_VISITOR_HEADER } from "@/lib/contract/booking";
import type { Locale } from "@/lib/i18n/routing";
import { parseBody } from "./client";
import { isApiError } from "./errors";
import { toQueryString, type QueryInput } from "./query";
import { backendRequest, type Bearer, type HttpMethod } from "./request";

export type WriteFailureKind = "fields" | "conflict" | "rate_limited" | "not_found" | "unauthorized" | "generic";

export type WriteResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; kind: "fields"; fieldErrors: Record<string, string>; message: string }
  | {
      ok: false;
      status: number;
      kind: Exclude<WriteFailureKind, "fields">;
      message: string;
      retryAfter?: number;
      /** The backend's stable `code` of a refusal (e.g. `patient_overlap`, `wrong_password`): what to switch on, never the message. */
      code?: string;
    };

export interface ApiWriteOptions<T> {
  method: Exclude<HttpMethod, "GET">;
  path: string;
  query?: QueryInput;
  body?: unknown;
  locale: Locale;
  /** The signed-in user's backend token (from the session cookie); the app token otherwise. */
  userToken?: string;
  /** Sent as `Idempotency-Key`: a retry with the same key makes no second booking or payment. */
  idempotencyKey?: string;
  /** The visitor's IP, so the backend's rate limits count people, not this server. */
  clientIp?: string;
  /** A guest's hold secret (`X-Hold-Secret`), from the hold's HttpOnly cookie: a header, never the URL. */
  holdSecret?: string;
  /** The browser's hold key (`X-Hold-Visitor`), from its HttpOnly cookie: hold limits count browsers, not addresses. */
  holdVisitor?: string;
  schema?: ZodType<T>;
  buId?: number;
}

type ErrorBody = { message?: unknown; errors?: unknown; retry_after?: unknown; code?: unknown };

/** The backend's 422 `errors: {field: [messages]}` as one message per field (the first). */
export function firstFieldErrors(errors: unknown): Record<string, string> {
  if (!errors || typeof errors !== "object") return {};
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
    const first = Array.isArray(messages) ? messages.find((m) => typeof m === "string") : messages;
    if (typeof first === "string" && first) out[field] = first;
  }
  return out;
}

/** Maps a backend answer to a WriteResult; exported for tests. */
export function toWriteResult<T>(
  status: number,
  data: unknown,
  headers: { get(name: string): string | null | undefined },
  parse: (data: unknown) => T,
): WriteResult<T> {
  if (status >= 200 && status < 300) return { ok: true, status, data: parse(data) };
  const body = (data && typeof data === "object" ? data : {}) as ErrorBody;
  const message = typeof body.message === "string" ? body.message : "";
  const code = typeof body.code === "string" ? { code: body.code } : {};
  if (status === 422) {
    const fieldErrors = firstFieldErrors(body.errors);
    if (Object.keys(fieldErrors).length > 0) return { ok: false, status, kind: "fields", fieldErrors, message };
    return { ok: false, status, kind: message ? "conflict" : "generic", message, ...code };
  }
  if (status === 409) return { ok: false, status, kind: "conflict", message, ...code };
  if (status === 429) {
    const header = Number(headers.get("retry-after"));
    const retryAfter = Number.isFinite(header) && header > 0 ? header : Number(body.retry_after) || undefined;
    return { ok: false, status, kind: "rate_limited", message, retryAfter };
  }
  if (status === 404) return { ok: false, status, kind: "not_found", message };
  if (status === 401 || status === 403) return { ok: false, status, kind: "unauthorized", message };
  return { ok: false, status, kind: "generic", message: "" };
}

/**
 * A write to the backend, from a route handler or server action only: the app token and the
 * user's backend token never reach the browser. Never throws for an answer of the backend; an
 * unreachable backend is a `generic` failure (status 0), which forms show as SPEC §8's error.
 */
export async function apiWrite<T = unknown>(options: ApiWriteOptions<T>): Promise<WriteResult<T>> {
  const bearer: Bearer = options.userToken ? { kind: "user", token: options.userToken } : { kind: "app" };
  const headers: Record<string, string> = {};
  if (options.idempotencyKey) headers["Idempotency-Key"] = options.idempotencyKey;
  if (options.clientIp) headers["X-Forwarded-For"] = options.clientIp;
  if (options.holdSecret) headers[HOLD_SECRET_HEADER] = options.holdSecret;
  if (options.holdVisitor) headers[HOLD_VISITOR_HEADER] = options.holdVisitor;
  try {
    const response = await backendRequest({
      method: options.method,
      url: `${options.path}${toQueryString(options.query)}`,
      locale: options.locale,
      buId: options.buId,
      bearer,
      body: options.body,
      headers,
      cache: "no-store",
    });
    return toWriteResult(response.status, response.data, response.headers as { get(name: string): string | null }, (data) =>
      parseBody(options.method, options.path, data, options.schema),
    );
  } catch (error) {
    if (isApiError(error)) return { ok: false, status: error.status, kind: "generic", message: "" };
    throw error;
  }
}
