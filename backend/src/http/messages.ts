import { createTranslator } from "use-intl/core";
import type { Lang } from "@/lib/contract/common";
import { isolate } from "@/lib/intl/bidi";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";

/**
 * The website's message files are the one source of wording: what the backend says to a visitor
 * (a conflict, a limit, a success, an SMS or an email) lives in their `server` namespace beside
 * everything the site says, in both languages, with ICU placeholders.
 */

/** The dotted path of every message under `tree`, e.g. "booking.insurance.covered". */
type Leaves<Tree> = {
  [K in keyof Tree & string]: Tree[K] extends string ? K : `${K}.${Leaves<Tree[K]>}`;
}[keyof Tree & string];

/** A message of the `server` namespace: a typo is a type error, and tests/unit/messages checks both files. */
export type ServerMessageKey = Leaves<(typeof en)["server"]>;

type Translator = {
  has(key: string): boolean;
  (key: string, values?: Record<string, string | number>): string;
};

const translators: Record<Lang, Translator> = {
  // use-intl's types want the message tree's literal type; these files are checked by tests/unit/messages.test.ts.
  ar: createTranslator({ locale: "ar", messages: ar as unknown as Record<string, never> }) as unknown as Translator,
  en: createTranslator({ locale: "en", messages: en as unknown as Record<string, never> }) as unknown as Translator,
};

/**
 * The placeholders whose values keep their own direction inside Arabic words (lib/intl/bidi.ts):
 * codes, references, amounts, moments, names. Not a select's key (`purpose`), nor a link, which an
 * SMS app must find whole, nor a plain number, which reads in order anyway.
 */
const ISOLATED = new Set(["code", "reservation", "reference", "total", "when", "before", "name", "doctor", "branch", "to"]);

const isolated = (lang: Lang, values: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, ISOLATED.has(name) && typeof value === "string" ? isolate(lang, value) : value]));

/**
 * A message of the `server` namespace in `lang`, e.g. `serverMessage("ar", "limits.tooMany", { seconds: 60 })`.
 * In Arabic a code, a price or a time in it is isolated, in the SMS, the e-mail and the JSON alike.
 */
export function serverMessage(lang: Lang, key: ServerMessageKey, values?: Record<string, string | number>): string {
  const t = translators[lang].has(`server.${key}`) ? translators[lang] : translators.en;
  return t(`server.${key}`, values && isolated(lang, values));
}

export const hasMessage = (lang: Lang, key: string): boolean => translators[lang].has(key);

/** Any message of the website's files by its full key, e.g. `messageOf("ar", "contact.fields.name")`; the key itself when missing. */
export function messageOf(lang: Lang, key: string, values?: Record<string, string | number>): string {
  const t = translators[lang];
  return t.has(key) ? t(key, values) : key;
}
