import type { MessagesPick } from "@/lib/intl/client-messages";

/**
 * The `auth` messages the sign-in page's client code reads with next-intl (its tabs, the password
 * forms' failures, the social buttons), and only those: the page sends them to the browser in its
 * payload, where the namespace's other keys (the welcome card, the social steps, sign-out) were
 * 1.1 kB that nothing on it read. The forms' fields take their words as data instead
 * (sign-in-words.ts), the same object their server markup is drawn with. tests/unit/account/sign-in-messages.test.ts
 * reads that code and fails when it names a key missing here, or one this list keeps for nothing.
 */
export const SIGN_IN_AUTH_KEYS = [
  // sign-in-methods.tsx
  "methodsLabel",
  "tabAccount",
  "tabRecord",
  "codeLoadFailed",
  // sign-in-form-client.tsx
  "recordIdentifierInvalid",
  "wrongPassword",
  "invalidIdentifier",
  "recordUnknown",
  "locked",
  "genericError",
  // social-sign-in.tsx
  "orContinueWith",
  "continueWithGoogle",
  "continueWithFacebook",
  "redirectingToProvider",
] as const;

/**
 * The `validation` messages the sign-in forms' rules say (sign-in-schema.ts): a field required, with
 * its Arabic feminine twin ("كلمة المرور مطلوبة"), and a malformed email or mobile. The namespace
 * whole was 1.6 kB in English and 2.8 kB in Arabic of a page that must reach the browser in its first
 * round trip. tests/unit/account/form-validation-keys.test.ts builds the rules with the real labels
 * in both languages and fails on a key they ask for that this list lacks, or one it keeps for nothing.
 */
const SIGN_IN_VALIDATION_KEYS = ["required", "requiredFeminine", "signInIdentifier"] as const;

/** What the sign-in page's client subtree gets besides the site-wide namespaces (MessagesSubset). */
export const SIGN_IN_CLIENT_MESSAGES = { validation: SIGN_IN_VALIDATION_KEYS, auth: SIGN_IN_AUTH_KEYS } as const satisfies MessagesPick;
