import type { MessagesPick } from "@/lib/intl/client-messages";

/**
 * The messages the sign-up page's client code reads with next-intl besides the site-wide ones, and
 * only those: the rules' messages, `validation`'s keys the rules ask for (a required field with its
 * Arabic feminine twin, too long, a malformed name, email, mobile or password, a confirmation that
 * differs), not the namespace whole. The form's labels, hints, button and show/hide words come as
 * data instead (sign-up-words.ts), the same object its server markup is drawn with.
 * tests/unit/account/sign-up-messages.test.ts reads that code and fails on a key it names with
 * next-intl that this list lacks; tests/unit/account/form-validation-keys.test.ts builds the rules
 * with the real labels in both languages and fails when they ask for another.
 */
export const SIGN_UP_CLIENT_MESSAGES = {
  validation: ["required", "requiredFeminine", "max", "lettersOnly", "email", "mobile", "password", "confirmed"],
} as const satisfies MessagesPick;
