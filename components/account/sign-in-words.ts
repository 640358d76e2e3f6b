import { pickedMessages } from "@/lib/intl/client-messages";

/**
 * The `auth` words a password sign-in form is drawn with (sign-in-form-fields.tsx), in the server's
 * markup and in its code alike: the page passes them to both as one object, which the payload
 * carries once, and the form's fields read no context, so the server writes its markup once per
 * process (sign-in-form-view.tsx).
 */
export const SIGN_IN_FIELD_WORDS = [
  "recordIntro",
  "identifierLabel",
  "identifierHint",
  "recordIdentifierLabel",
  "recordIdentifierHint",
  "passwordLabel",
  "forgotPassword",
  "submit",
  "submitting",
  "signedInRedirecting",
  "show",
  "hide",
  "showPassword",
  "hidePassword",
] as const;

export type SignInFieldWords = Record<(typeof SIGN_IN_FIELD_WORDS)[number], string>;

/** A sign-in form's words out of a locale's catalogue, picked once per catalogue (one object a language). */
export function signInFieldWords(messages: Record<string, unknown>): SignInFieldWords {
  let words = picked.get(messages);
  if (!words) picked.set(messages, (words = (pickedMessages(messages, { auth: SIGN_IN_FIELD_WORDS }) as { auth: SignInFieldWords }).auth));
  return words;
}

const picked = new WeakMap<object, SignInFieldWords>();
