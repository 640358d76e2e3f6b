import type { ReactNode } from "react";
import type { MarkupFormAnswer } from "@/lib/forms/markup-form-answer";
import type { ActionResult } from "@/lib/forms/action-result";
import type { Locale } from "@/lib/i18n/routing";
import type { FormFlash } from "./flash";

export interface NoScriptContext {
  /** The local path the form was sent from (its query included). */
  back: string;
  /** The campaign page's slug (lead form), else empty. */
  slug: string;
}

/**
 * What a form declares, in its own file, for a browser without JavaScript: the fields its plain
 * post carries, how they go through the very server action its code calls (so both ways are
 * checked by the same schema and counted by the same limits), and how its answer page
 * (app/[locale]/(sign)/forms/[form]) shows it again after a failure.
 */
export interface NoScriptDeclaration {
  /** The fields a plain post carries, as named in the form's markup. */
  fields: readonly string[];
  send: (locale: Locale, values: Record<string, string>, context: NoScriptContext) => Promise<ActionResult>;
  /** The form again on its answer page: with what was typed and each error after a failure. */
  answer: (locale: Locale, answer: MarkupFormAnswer | undefined, flash: FormFlash | null) => Promise<ReactNode>;
  /** The answer page's frame around the form (a card, or nothing for a form that is a card). */
  frame: string;
}

/** The answer page's card. */
export const ANSWER_CARD = "rounded-card bg-white p-6 shadow-card sm:p-8";

/** A plain post's values for `fields`, each a string (empty when the browser sent none). */
export const valuesOf = <F extends string>(values: Record<string, string>, fields: readonly F[]): Record<F, string> =>
  Object.fromEntries(fields.map((name) => [name, values[name] ?? ""])) as Record<F, string>;
