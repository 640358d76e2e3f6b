import { FORM_VALIDATION_MESSAGES } from "@/components/forms/validation-messages";
import type { MessagesPick } from "@/lib/intl/client-messages";

/**
 * The messages the password reset request's client code (reset-request-form.tsx, /reset-password)
 * reads besides the site-wide ones; `validation` whole, its key chosen at run time by the rule.
 * tests/unit/account/account-pages-messages.test.ts checks the list against that code.
 */
export const RESET_REQUEST_CLIENT_MESSAGES = {
  account: ["identifierLabel", "identifierHint", "sendCode", "sendingCode"],
  ...FORM_VALIDATION_MESSAGES,
} as const satisfies MessagesPick;
