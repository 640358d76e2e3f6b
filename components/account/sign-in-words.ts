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

const PICK = { auth: SIGN_IN_FIELD_WORDS };

/** A sign-in form's words out of a locale's catalogue, picked once per catalogue (one object a language). */
export function signInFieldWords(messages: Record<string, unknown>): SignInFieldWords {
  return (pickedMessages(messages, PICK) as { auth: SignInFieldWords }).auth;
}
