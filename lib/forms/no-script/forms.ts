/**
 * The forms a browser without JavaScript can send (contact, newsletter, campaign lead): each posts
 * natively to `POST /api/forms/{form}` (app/api/forms/[form]/route.ts), which checks it with the
 * same server action the form's code calls and answers with a 303 to the form's answer page
 * (app/[locale]/(sign)/forms/[form]). Client-safe: names only; each form declares its fields and
 * its sending in its own file (lib/forms/no-script/declared.tsx lists them).
 */
export const NO_SCRIPT_FORMS = ["contact", "newsletter", "lead"] as const;
export type NoScriptForm = (typeof NO_SCRIPT_FORMS)[number];

export const isNoScriptForm = (value: unknown): value is NoScriptForm =>
  typeof value === "string" && (NO_SCRIPT_FORMS as readonly string[]).includes(value);

/**
 * Hidden fields the markup adds: the page's language, the campaign's slug (lead form), and on the
 * answer page the page the form was first sent from.
 */
export const LOCALE_FIELD = "_locale";
export const SLUG_FIELD = "_slug";
export const BACK_FIELD = "_back";

export const noScriptFormAction = (form: NoScriptForm) => `/api/forms/${form}`;
