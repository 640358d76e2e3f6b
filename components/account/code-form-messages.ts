import { FORM_VALIDATION_MESSAGES } from "@/components/forms/validation-messages";
import type { MessagesPick } from "@/lib/intl/client-messages";

/**
 * The messages the code pages' client code (code-form.tsx, on /otp and /otp-reset-password) reads
 * besides the site-wide ones, and only those; `validation` whole, its key chosen at run time by the
 * rule. tests/unit/account/account-pages-messages.test.ts fails on a key that code names and this
 * list lacks, or one it keeps for nothing.
 */
export const CODE_FORM_CLIENT_MESSAGES = {
  account: [
    "codeLabel",
    "codeHint",
    "codeSentToEmail",
    "codeSentToMobile",
    "loading",
    "noPendingReset",
    "noPendingSignUp",
    "startReset",
    "startSignUp",
    // resend-code.tsx
    "resend",
    "resendIn",
    "resendReady",
    "resending",
    // code-form.tsx
    "signInAfterSignUpFailed",
    "signingIn",
    "verify",
    "verifying",
  ],
  ...FORM_VALIDATION_MESSAGES,
} as const satisfies MessagesPick;
