import { FORM_VALIDATION_MESSAGES } from "@/components/forms/validation-messages";
import type { MessagesPick } from "@/lib/intl/client-messages";

/**
 * The messages the profile's privacy section reads in the browser (account-privacy.tsx,
 * delete-account-form.tsx with its code's resend-code.tsx and the password's password-input.tsx).
 * tests/unit/account/profile-page-messages.test.ts fails on a key that code reads and this list does not send.
 */
export const ACCOUNT_PRIVACY_MESSAGES = {
  ...FORM_VALIDATION_MESSAGES,
  profile: [
    "privacyTitle",
    "exportTitle",
    "exportText",
    "exportButton",
    "exporting",
    "deleteTitle",
    "deleteText",
    "deletePasswordLabel",
    "deleteConfirmWith",
    "deleteWithPassword",
    "deleteWithCode",
    "deleteCodeIntro",
    "deleteSendCode",
    "deleteSendingCode",
    "deleteCodeSent",
    "deleteButton",
    "deleting",
    "deleted",
    "goHome",
    "codeLabel",
  ],
  account: ["resend", "resending", "resendIn", "resendReady"],
  auth: ["showPassword", "hidePassword", "show", "hide"],
} as const satisfies MessagesPick;
