import type { MessagesPick } from "@/lib/intl/client-messages";

/**
 * The `auth` messages the sign-in page's own client code reads with next-intl (its tabs, the social
 * buttons), and only those: the page sends them to the browser in its payload. The password forms'
 * failures and rules come with the forms' code instead (SIGN_IN_FORM_MESSAGES), and their fields
 * take their words as data (sign-in-words.ts). tests/unit/account/sign-in-messages.test.ts reads
 * that code and fails when it names a key missing here, or one this list keeps for nothing.
 */
const SIGN_IN_PAGE_AUTH_KEYS = [
  // sign-in-methods.tsx
  "methodsLabel",
  "tabAccount",
  "tabRecord",
  "codeLoadFailed",
  // social-sign-in.tsx
  "orContinueWith",
  "continueWithGoogle",
  "continueWithFacebook",
  "redirectingToProvider",
] as const;

/** The `auth` messages of the password forms' code (sign-in-form-client.tsx): what a failed attempt says. */
const SIGN_IN_FORM_AUTH_KEYS = ["recordIdentifierInvalid", "wrongPassword", "invalidIdentifier", "recordUnknown", "locked", "genericError"] as const;

/**
 * The `validation` messages the sign-in forms' rules say (sign-in-schema.ts): a field required, with
 * its Arabic feminine twin ("كلمة المرور مطلوبة"), and a malformed email or mobile. The namespace
 * whole was 1.6 kB in English and 2.8 kB in Arabic of a page that must reach the browser in its first
 * round trip. tests/unit/account/form-validation-keys.test.ts builds the rules with the real labels
 * in both languages and fails on a key they ask for that this list lacks, or one it keeps for nothing.
 */
const SIGN_IN_VALIDATION_KEYS = ["required", "requiredFeminine", "signInIdentifier"] as const;

/** What the sign-in page's client subtree gets besides the site-wide namespaces (MessagesSubset). */
export const SIGN_IN_PAGE_MESSAGES = { auth: SIGN_IN_PAGE_AUTH_KEYS } as const satisfies MessagesPick;

/**
 * What the password forms' code reads besides the page's messages: kept with the forms' data on the
 * server (sign-in-form-data.ts) and read with their code on intent, not carried by every sign-in
 * page's payload for a visitor who may never send the form.
 */
export const SIGN_IN_FORM_MESSAGES = { validation: SIGN_IN_VALIDATION_KEYS, auth: SIGN_IN_FORM_AUTH_KEYS } as const satisfies MessagesPick;

/** Every message the sign-in page's client code reads, the page's and its forms' together. */
export const SIGN_IN_CLIENT_MESSAGES = {
  validation: SIGN_IN_VALIDATION_KEYS,
  auth: [...SIGN_IN_PAGE_AUTH_KEYS, ...SIGN_IN_FORM_AUTH_KEYS],
} as const satisfies MessagesPick;
