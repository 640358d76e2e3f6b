import type { Hook } from "@hono/zod-openapi";
import type { ZodType } from "zod";
import type { Lang } from "@/lib/contract/common";
import { agreeingKey } from "@/lib/validation/arabic-gender";
import { VALIDATION_MESSAGES, type MessageKey, type Translate, englishMessages } from "@/lib/validation/messages";
import type { AppEnv } from "./context";
import { validationError } from "./context";
import { hasMessage, messageOf } from "./messages";
import { validationHook } from "./router";

/**
 * SPEC §5's validation messages in `lang`, from the website's message files, so a form and the
 * backend reject a value with the same sentence (English wording where a key is not translated yet).
 */
export function validationT(lang: Lang): Translate {
  return (key: MessageKey, values = {}) =>
    key in VALIDATION_MESSAGES && hasMessage(lang, `validation.${key}`)
      ? messageOf(lang, `validation.${agreeingKey(lang, key, values)}`, values)
      : englishMessages(key, values);
}

/** A message of the website's files, e.g. `label("ar", "contact.fields.name")`. */
export const label = (lang: Lang, key: string): string => messageOf(lang, key);

/**
 * A route's body is declared with the English schema (OpenAPI); when it fails, the same rules are
 * run again in the caller's language so the 422 names the fields as the visitor's form does.
 */
export function localizedBody<T, P extends string, R>(schemaFor: (lang: Lang) => ZodType): Hook<T, AppEnv, P, R> {
  return (result, c) => {
    if (result.success) return undefined as R;
    if (result.target !== "json") return validationHook(result as never, c as never) as R;
    const lang = c.get("lang") ?? "ar";
    // The validator hands the raw body to the hook beside the error (zod-validator's `data`).
    const again = schemaFor(lang).safeParse((result as { data?: unknown }).data);
    const issues = again.success ? result.error.issues : again.error.issues;
    const errors: Record<string, string[]> = {};
    for (const issue of issues) {
      const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "body";
      (errors[key] ??= []).push(issue.message);
    }
    return validationError(c, errors) as R;
  };
}
