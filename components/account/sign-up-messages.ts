import type { MessagesPick } from "@/lib/intl/client-messages";

/**
 * The messages the sign-up page's client code reads besides the site-wide ones, and only those: the
 * form's labels, hints and button (sign-up-form-fields.tsx, whose labels the form's rules name too,
 * lib/account/sign-up-labels.ts) and the password's show/hide button (password-input.tsx). The page
 * sent its card the whole `auth`, `account`, `profile` and `family` namespaces before.
 * tests/unit/account/sign-up-messages.test.ts reads that code and fails on a key it names that this
 * list lacks, or one the list keeps for nothing. The rules' messages are `validation`'s keys the
 * rules ask for (a required field with its Arabic feminine twin, too long, a malformed name, email,
 * mobile or password, a confirmation that differs), not the namespace whole:
 * tests/unit/account/form-validation-keys.test.ts builds the rules with the real labels in both
 * languages and fails when they ask for another.
 */
export const SIGN_UP_CLIENT_MESSAGES = {
  account: [
    // lib/account/sign-up-labels.ts
    "firstNameLabel",
    "emailLabel",
    "mobileLabel",
    "passwordLabel",
    "passwordConfirmationLabel",
    // sign-up-form-fields.tsx
    "mobileHint",
    "passwordHint",
    "newsletterConsent",
    "termsLine",
    "signUpSubmit",
    "signUpSubmitting",
  ],
  // password-input.tsx
  auth: ["showPassword", "hidePassword", "show", "hide"],
  validation: ["required", "requiredFeminine", "max", "lettersOnly", "email", "mobile", "password", "confirmed"],
} as const satisfies MessagesPick;
