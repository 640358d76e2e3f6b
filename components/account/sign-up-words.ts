import { pickedMessages, type MessagesPick } from "@/lib/intl/client-messages";
import type { PasswordToggleWords } from "./password-input-view";

/**
 * The words the sign-up form is drawn with (sign-up-form-fields.tsx), in the server's markup and in
 * its code alike: the page passes them to both as one object, which the payload carries once, and
 * the form's fields read no context, so the server writes its markup once per process
 * (kept-sign-up-form.tsx). The labels are the ones the form's rules name too (lib/account/sign-up-labels.ts).
 */
export const SIGN_UP_WORDS = {
  account: [
    "firstNameLabel",
    "emailLabel",
    "mobileLabel",
    "passwordLabel",
    "passwordConfirmationLabel",
    "mobileHint",
    "passwordHint",
    "newsletterConsent",
    "signUpSubmit",
    "signUpSubmitting",
  ],
  auth: ["showPassword", "hidePassword", "show", "hide"],
} as const satisfies MessagesPick;

export interface SignUpWords {
  account: Record<(typeof SIGN_UP_WORDS.account)[number] | "termsLine", string>;
  auth: PasswordToggleWords;
}

/** The terms line with its links' words in `<terms>` and `<privacy>`, as lib/intl/tagged-parts.ts reads it. */
export type TermsLine = (tags: Record<"terms" | "privacy", (chunks: string) => string>) => string;

const built = new WeakMap<Record<string, unknown>, SignUpWords>();

/**
 * The sign-up form's words out of a locale's catalogue, built once per catalogue (one object a
 * language). The terms line is formatted by next-intl (`termsLine`: its translator's `t.markup` of
 * the account namespace's termsLine), which reads the catalogue however the build compiled it, into plain text
 * with its two tags.
 */
export function signUpWords(messages: Record<string, unknown>, termsLine: TermsLine): SignUpWords {
  let words = built.get(messages);
  if (!words) {
    const picked = pickedMessages(messages, SIGN_UP_WORDS) as unknown as { account: Omit<SignUpWords["account"], "termsLine">; auth: PasswordToggleWords };
    const tagged = termsLine({ terms: (chunks) => `<terms>${chunks}</terms>`, privacy: (chunks) => `<privacy>${chunks}</privacy>` });
    words = { account: { ...picked.account, termsLine: tagged }, auth: picked.auth };
    built.set(messages, words);
  }
  return words;
}
