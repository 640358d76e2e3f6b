import { FORM_VALIDATION_MESSAGES } from "@/components/forms/validation-messages";
import type { MessagesPick } from "@/lib/intl/client-messages";

/**
 * The messages the social sign-in's return page (social-login-return.tsx and its mobile and link
 * steps, /login) reads in the browser besides the site-wide ones; `validation` whole, its key chosen
 * at run time by the rule. tests/unit/account/account-pages-messages.test.ts checks the list against that code.
 */
export const SOCIAL_LOGIN_CLIENT_MESSAGES = {
  auth: [
    "signingYouIn",
    "signingYouInText",
    "renewingSession",
    "sessionEnded",
    "signInIncomplete",
    "backToSignIn",
    "submitting",
    "socialMobileTitle",
    "socialMobileText",
    "socialMobileSubmit",
    "socialLinkTitle",
    "socialLinkText",
    "socialLinkSubmit",
  ],
  account: ["mobileLabel", "mobileHint", "codeLabel", "codeHint"],
  ...FORM_VALIDATION_MESSAGES,
} as const satisfies MessagesPick;
