/**
 * What a form a browser without JavaScript sends (contact, newsletter, campaign lead) posts with:
 * natively to `POST /api/forms/{form}` (app/api/forms/[form]/route.ts), which checks it with the
 * same server action the form's code calls and answers with a 303 to the form's answer page
 * (app/[locale]/(sign)/forms/[form]). Client-safe: names only; which forms these are follows from
 * the forms' own files (a declaration exporting `noScript`, listed by scripts/forms-registry.mjs
 * in components/forms/no-script-declared.ts, whose `NoScriptForm` names them).
 *
 * The hidden fields the markup adds: the page's language, the campaign's slug (lead form), and on
 * the answer page the page the form was first sent from.
 */
export const LOCALE_FIELD = "_locale";
export const SLUG_FIELD = "_slug";
export const BACK_FIELD = "_back";

export const noScriptFormAction = (form: string) => `/api/forms/${form}`;
