import "server-only";
import type { ZodType } from "zod";
import { parseBody } from "@/lib/api/client";
import { isApiError } from "@/lib/api/errors";
import { toQueryString, type QueryInput } from "@/lib/api/query";
import { backendRequest } from "@/lib/api/request";
import { RECORDS_ERROR_CODES, RecordsErrorSchema } from "@/lib/contract/records";
import type { Locale } from "@/lib/i18n/routing";

/**
 * Reads of the health record (GET /api/records/…) with the signed-in user's token, outside every
 * cache. A refusal is turned into what the page says (lib/contract/records.ts's codes), never
 * thrown: a slow or absent HIS is a state of the page, not an error page. Nothing of the answer
 * is logged; a failure is logged by its status and the record's kind alone.
 */

export type RecordsFailure =
  /** The account is not linked to a patient of the HIS: the link form. */
  | "unlinked"
  /** No such person or record for this account: the page's 404. */
  | "not_found"
  /** The HIS did not answer (or not in time): what is known, and a retry. */
  | "his_unavailable"
  | "rate_limited"
  /** No HIS on this deployment: no health record section at all. */
  | "not_configured"
  /** The backend could not be reached or answered something else. */
  | "failed";

export type RecordsRead<T> = { ok: true; data: T } | { ok: false; reason: RecordsFailure; retryAfter?: number };

/** How long the site waits for a records read before saying the HIS is slow (the backend's own HIS timeout is shorter). */
export const RECORDS_READ_TIMEOUT_MS = 12_000;

export function recordsFailure(status: number, code: string | undefined): RecordsFailure {
  if (code === RECORDS_ERROR_CODES.notConfigured) return "not_configured";
  if (code === RECORDS_ERROR_CODES.unlinked) return "unlinked";
  if (code === RECORDS_ERROR_CODES.rateLimited || status === 429) return "rate_limited";
  if (code === RECORDS_ERROR_CODES.hisUnavailable || status === 503 || status === 504) return "his_unavailable";
  if (code === RECORDS_ERROR_CODES.notFound || status === 404 || status === 422) return "not_found";
  return "failed";
}

export async function readRecords<T>(
  path: string,
  options: { locale: Locale; userToken: string; query?: QueryInput; schema: ZodType<T>; what: string },
): Promise<RecordsRead<T>> {
  try {
    const response = await backendRequest({
      method: "GET",
      url: `${path}${toQueryString(options.query)}`,
      locale: options.locale,
      bearer: { kind: "user", token: options.userToken },
      cache: "no-store",
      timeoutMs: RECORDS_READ_TIMEOUT_MS,
    });
    if (response.status >= 200 && response.status < 300) {
      return { ok: true, data: parseBody("GET", path, response.data, options.schema) };
    }
    const body = RecordsErrorSchema.safeParse(response.data);
    const reason = recordsFailure(response.status, body.success ? body.data.code : undefined);
    const retryAfter = Number(response.headers["retry-after"]);
    if (reason === "failed") console.error(`[records] ${options.what} answered ${response.status}`);
    return { ok: false, reason, ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfter } : {}) };
  } catch (error) {
    // A timeout is the HIS being slow (the backend waits on it); a refused connection is ours.
    if (isApiError(error) && error.kind === "timeout") return { ok: false, reason: "his_unavailable" };
    console.error(`[records] ${options.what} failed:`, isApiError(error) ? `${error.kind} ${error.status}` : "error");
    return { ok: false, reason: "failed" };
  }
}
