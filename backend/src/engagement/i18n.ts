import type { Hook } from "@hono/zod-openapi";
import { createTranslator } from "use-intl/core";
import type { ZodType } from "zod";
import type { Lang } from "@/lib/contract/common";
import { VALIDATION_MESSAGES, type MessageKey, type Translate, englishMessages } from "@/lib/validation/messages";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import type { AppEnv } from "../http/context";
import { validationError } from "../http/context";
import { validationHook } from "../http/router";

/**
 * The website's message files are the one source of wording: field labels and validation
 * messages come from them, so a form and the backend reject a value with the same sentence.
 */
const MESSAGES = { ar, en } as const;

function translatorFor(lang: Lang) {
  return createTranslator({ locale: lang, messages: MESSAGES[lang] as unknown as Record<string, never> }) as unknown as {
    has(key: string): boolean;
    (key: string, values?: Record<string, string | number>): string;
  };
}

const translators = { ar: translatorFor("ar"), en: translatorFor("en") };

/** SPEC §5's validation messages in `lang` (English wording where a key is not translated yet). */
export function validationT(lang: Lang): Translate {
  const t = translators[lang];
  return (key: MessageKey, values = {}) =>
    key in VALIDATION_MESSAGES && t.has(`validation.${key}`) ? t(`validation.${key}`, values) : englishMessages(key, values);
}

/** A message of the website's files, e.g. `label("ar", "contact.fields.name")`. */
export function label(lang: Lang, key: string): string {
  const t = translators[lang];
  return t.has(key) ? t(key) : key;
}

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
