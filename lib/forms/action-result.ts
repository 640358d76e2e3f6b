import type { WriteResult } from "@/lib/api/write";

/**
 * What a server action answers a form: plain, serializable data. Field errors are keyed by the
 * form's own field names; `message` is ready to show (already in the visitor's language).
 */
export type ActionResult<T = undefined> =
  | { ok: true; data: T; message?: string }
  | { ok: false; message: string; fieldErrors?: Record<string, string>; retryAfter?: number; code?: string };

/** Translator of the "forms" namespace (next-intl's `t` satisfies it). */
export type FormsTranslate = (key: "genericError" | "fixErrors" | "rateLimited", values?: Record<string, string | number>) => string;

/**
 * Maps the backend's answer to what the form shows (ARCHITECTURE "How a visitor's action becomes
 * a write"): 422 → each field's message under its field; 409 → the backend's conflict message;
 * 429 → its message, or "try again in N seconds"; anything else → SPEC §8's generic error.
 * `fieldNames` renames backend fields to form fields (e.g. `{ mobile: "phone" }`).
 */
export function toActionResult<T, U = T>(
  result: WriteResult<T>,
  t: FormsTranslate,
  options: { fieldNames?: Record<string, string>; data?: (data: T) => U; successMessage?: string } = {},
): ActionResult<U> {
  if (result.ok) {
    const data = options.data ? options.data(result.data) : (result.data as unknown as U);
    return { ok: true, data, message: options.successMessage };
  }
  switch (result.kind) {
    case "fields": {
      const fieldErrors: Record<string, string> = {};
      for (const [field, message] of Object.entries(result.fieldErrors)) {
        fieldErrors[options.fieldNames?.[field] ?? field] = message;
      }
      return { ok: false, message: t("fixErrors"), fieldErrors };
    }
    case "conflict":
      return { ok: false, message: result.message || t("genericError"), ...(result.code ? { code: result.code } : {}) };
    case "rate_limited":
      return {
        ok: false,
        message: result.message || t("rateLimited", { seconds: result.retryAfter ?? 60 }),
        retryAfter: result.retryAfter,
      };
    default:
      return { ok: false, message: t("genericError") };
  }
}

/** A zod error as one message per top-level field (the first), for server-side re-validation. */
export function fieldErrorsOf(error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> }): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "form";
    out[key] ??= issue.message;
  }
  return out;
}
