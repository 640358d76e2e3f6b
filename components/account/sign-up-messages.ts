import { FORM_VALIDATION_MESSAGES } from "@/components/forms/validation-messages";
import type { MessagesPick } from "@/lib/intl/client-messages";

/**
 * The messages the sign-up page's client code reads besides the site-wide ones, and only those: the
 * form's labels, hints and button (sign-up-form-fields.tsx, whose labels the form's rules name too,
 * lib/account/sign-up-labels.ts) and the password's show/hide button (password-input.tsx). The page
 * sent its card the whole `auth`, `account`, `profile` and `family` namespaces before. The rules'
 * messages are `validation`'s, whose key is chosen at run time (by the rule, and by the name's
 * grammatical gender in Arabic): it goes whole. tests/unit/account/sign-up-messages.test.ts reads
 * that code and fails on a key it names that this list lacks, or one the list keeps for nothing.
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
  ...FORM_VALIDATION_MESSAGES,
} as const satisfies MessagesPick;
