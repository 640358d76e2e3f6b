import { FORM_VALIDATION_MESSAGES } from "@/components/forms/validation-messages";
import type { MessagesPick } from "@/lib/intl/client-messages";

/**
 * The messages the new password's client code (new-password-form.tsx, /confirm-password) reads
 * besides the site-wide ones; `validation` whole, its key chosen at run time by the rule.
 * tests/unit/account/account-pages-messages.test.ts checks the list against that code.
 */
export const NEW_PASSWORD_CLIENT_MESSAGES = {
  account: [
    "newPasswordLabel",
    "passwordConfirmationLabel",
    "passwordHint",
    "confirmSubmit",
    "confirmSubmitting",
    "passwordChanged",
    "goToSignIn",
    "loading",
    "noVerifiedReset",
    "startReset",
  ],
  // password-input.tsx
  auth: ["showPassword", "hidePassword", "show", "hide"],
  ...FORM_VALIDATION_MESSAGES,
} as const satisfies MessagesPick;
