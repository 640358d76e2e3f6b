import { CODE_FORM_CLIENT_MESSAGES } from "@/components/account/code-form-messages";
import { NEW_PASSWORD_CLIENT_MESSAGES } from "@/components/account/new-password-messages";
import { RESET_REQUEST_CLIENT_MESSAGES } from "@/components/account/reset-request-messages";
import { SOCIAL_LOGIN_CLIENT_MESSAGES } from "@/components/account/social-login-messages";
import { describeClientMessages } from "../intl/client-messages-suite";

const namespaces = ["auth", "account", "profile", "family", "validation"];

describeClientMessages(
  "code (/otp, /otp-reset-password)",
  { entries: ["components/account/code-form.tsx"], namespaces, reaches: ["components/account/resend-code.tsx", "components/forms/use-validation-t.ts"] },
  CODE_FORM_CLIENT_MESSAGES,
);

describeClientMessages(
  "password reset request",
  { entries: ["components/account/reset-request-form.tsx"], namespaces, reaches: ["components/forms/use-validation-t.ts"] },
  RESET_REQUEST_CLIENT_MESSAGES,
);

describeClientMessages(
  "new password",
  { entries: ["components/account/new-password-form.tsx"], namespaces, reaches: ["components/account/password-input.tsx", "components/forms/use-validation-t.ts"] },
  NEW_PASSWORD_CLIENT_MESSAGES,
);

describeClientMessages(
  "social sign-in's return (/login)",
  { entries: ["components/account/social-login-return.tsx"], namespaces, reaches: ["components/account/social-mobile-step.tsx", "components/account/social-link-step.tsx"] },
  SOCIAL_LOGIN_CLIENT_MESSAGES,
);
