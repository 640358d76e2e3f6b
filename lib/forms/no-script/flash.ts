import "server-only";
import { decode, encode } from "next-auth/jwt";

/**
 * What a form sent without JavaScript (app/api/forms/[form]) hands to the page that answers it
 * (app/[locale]/(sign)/forms/[form]) across its 303 redirect: the outcome, and on a failure what
 * was typed with each field's error, so the page shows the form again with nothing lost.
 *
 * It travels in a cookie of its own, sealed as the sign-in handoff is (next-auth's encryption under
 * NEXTAUTH_SECRET with a salt of its own, so it cannot pass for a session cookie), so neither the
 * visitor's network nor a script of the page can read what was typed (a contact message may speak
 * of health); HttpOnly, on the answer page's path alone, for five minutes. It is never in a URL, a
 * log or a cache (the answer page is rendered per request and `no-store`).
 */
export interface FormFlash {
  /** A no-script form's name (components/forms/no-script-declared.ts). */
  form: string;
  ok: boolean;
  message: string;
  /** What was typed, on a failure only (a success keeps nothing). */
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
  /** The page the form was sent from, a local path: the answer links back to it. */
  back: string;
  /** The campaign page's slug, for the lead form. */
  slug?: string;
}

export const FORM_FLASH_COOKIE = "form-flash";
export const FORM_FLASH_MAX_AGE_SECONDS = 300;
/** Browsers keep cookies up to 4,096 bytes; a longer seal (a long message in Arabic) is split. */
const PART_LENGTH = 3_800;
const MAX_PARTS = 4;
/** The longest seal the cookies can carry. */
export const FLASH_CAPACITY = PART_LENGTH * MAX_PARTS;

const SALT = "hg-form-flash";

function secret(): string {
  const value = process.env.NEXTAUTH_SECRET;
  if (!value) throw new Error("NEXTAUTH_SECRET is not set");
  return value;
}

export function sealFormFlash(flash: FormFlash): Promise<string> {
  return encode({ token: { ...flash }, secret: secret(), salt: SALT, maxAge: FORM_FLASH_MAX_AGE_SECONDS });
}

export async function openFormFlash(sealed: string | undefined): Promise<FormFlash | null> {
  if (!sealed || sealed.length > FLASH_CAPACITY) return null;
  const payload = await decode({ token: sealed, secret: secret(), salt: SALT }).catch(() => null);
  if (!payload || typeof payload.form !== "string" || typeof payload.ok !== "boolean") return null;
  // Five minutes, as its cookie: without the 15 s of clock tolerance next-auth allows a session.
  if (typeof payload.exp !== "number" || payload.exp * 1000 < Date.now()) return null;
  const { form, ok, message, values, fieldErrors, back, slug } = payload as unknown as FormFlash;
  return { form, ok, message, values, fieldErrors, back, ...(slug === undefined ? {} : { slug }) };
}

/** The seal as the cookies that carry it: `form-flash`, then `form-flash.1`… when it is long. */
export function flashCookies(sealed: string): Array<{ name: string; value: string }> {
  const parts: Array<{ name: string; value: string }> = [];
  for (let i = 0; i * PART_LENGTH < sealed.length && i < MAX_PARTS; i++) {
    parts.push({ name: i === 0 ? FORM_FLASH_COOKIE : `${FORM_FLASH_COOKIE}.${i}`, value: sealed.slice(i * PART_LENGTH, (i + 1) * PART_LENGTH) });
  }
  return parts;
}

/** The seal read back from the request's cookies (the parts joined in order). */
export function sealFromCookies(read: (name: string) => string | undefined): string | undefined {
  const first = read(FORM_FLASH_COOKIE);
  if (!first) return undefined;
  let sealed = first;
  for (let i = 1; i < MAX_PARTS; i++) {
    const part = read(`${FORM_FLASH_COOKIE}.${i}`);
    if (!part) break;
    sealed += part;
  }
  return sealed;
}

export const FLASH_PART_NAMES = Array.from({ length: MAX_PARTS }, (_, i) => (i === 0 ? FORM_FLASH_COOKIE : `${FORM_FLASH_COOKIE}.${i}`));
