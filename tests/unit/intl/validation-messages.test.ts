import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import { ACCOUNT_PRIVACY_MESSAGES } from "@/components/account/account-privacy-messages";
import { CODE_FORM_CLIENT_MESSAGES } from "@/components/account/code-form-messages";
import { FAMILY_MANAGER_MESSAGES } from "@/components/account/family-manager-messages";
import { NEW_PASSWORD_CLIENT_MESSAGES } from "@/components/account/new-password-messages";
import { PROFILE_FORM_MESSAGES } from "@/components/account/profile-form-messages";
import { RESET_REQUEST_CLIENT_MESSAGES } from "@/components/account/reset-request-messages";
import { SIGN_IN_CLIENT_MESSAGES } from "@/components/account/sign-in-messages";
import { SIGN_UP_CLIENT_MESSAGES } from "@/components/account/sign-up-messages";
import { SOCIAL_LOGIN_CLIENT_MESSAGES } from "@/components/account/social-login-messages";
import { LINK_RECORD_MESSAGES } from "@/components/records/link-record-messages";
import { SURVEY_CLIENT_MESSAGES } from "@/components/survey/survey-messages";
import { bookingClientMessages } from "@/lib/booking/client-messages";
import { CLIENT_MESSAGE_NAMESPACES, siteWideClientMessages, type MessagesPick } from "@/lib/intl/client-messages";

/** Whether what a form's page sends its client code holds the `validation` namespace whole. */
type Sends =
  | { pick: MessagesPick }
  /** The keys its rules ask for, listed: tests/unit/account/form-validation-keys.test.ts runs the rules to prove the list. */
  | { ruleKeys: MessagesPick }
  | { messages: Record<string, unknown> }
  | { source: string; pattern: RegExp };

/** Each form that checks its fields in the browser (`useValidationT`), and what its page sends it. */
const FORMS: Record<string, Sends> = {
  "components/account/code-form.tsx": { pick: CODE_FORM_CLIENT_MESSAGES },
  "components/account/contact-code-form.tsx": { pick: PROFILE_FORM_MESSAGES },
  "components/account/delete-account-form.tsx": { pick: ACCOUNT_PRIVACY_MESSAGES },
  "components/account/family-member-form.tsx": { pick: FAMILY_MANAGER_MESSAGES },
  "components/account/new-password-form.tsx": { pick: NEW_PASSWORD_CLIENT_MESSAGES },
  "components/account/profile-form.tsx": { pick: PROFILE_FORM_MESSAGES },
  "components/account/reset-request-form.tsx": { pick: RESET_REQUEST_CLIENT_MESSAGES },
  "components/account/sign-in-form-client.tsx": { ruleKeys: SIGN_IN_CLIENT_MESSAGES },
  "components/account/sign-up-form-client.tsx": { ruleKeys: SIGN_UP_CLIENT_MESSAGES },
  "components/account/social-link-step.tsx": { pick: SOCIAL_LOGIN_CLIENT_MESSAGES },
  "components/account/social-mobile-step.tsx": { pick: SOCIAL_LOGIN_CLIENT_MESSAGES },
  // The doctor page's booking fetches its messages with its code (lib/booking/messages-actions.ts).
  "components/booking/details-step.tsx": { messages: bookingClientMessages(en) },
  "components/offers/offer-booking-form.tsx": { source: "components/offers/offer-detail-view.tsx", pattern: /validation: messages\.validation/ },
  "components/records/link-record-form.tsx": { pick: LINK_RECORD_MESSAGES },
  "components/survey/survey-wizard.tsx": { pick: SURVEY_CLIENT_MESSAGES },
};

describe("the validation messages (components/forms/validation-messages.ts)", () => {
  it("are not in every page's payload", () => {
    expect(CLIENT_MESSAGE_NAMESPACES).not.toContain("validation");
    expect(siteWideClientMessages(en)).not.toHaveProperty("validation");
  });

  it("go with every form that checks its fields in the browser, and each such form is listed here", () => {
    const readers = ["components", "app"]
      .flatMap((folder) => readdirSync(folder, { recursive: true, encoding: "utf8" }).map((file) => path.join(folder, file)))
      .filter((file) => file.endsWith(".tsx") && readFileSync(file, "utf8").includes("useValidationT()"))
      .sort();
    expect(readers).toEqual(Object.keys(FORMS).sort());
    for (const [form, sends] of Object.entries(FORMS)) {
      if ("pick" in sends) expect(sends.pick.validation, form).toBe("all");
      else if ("ruleKeys" in sends) expect(Array.isArray(sends.ruleKeys.validation) && sends.ruleKeys.validation.length > 0, form).toBe(true);
      else if ("messages" in sends) expect(sends.messages.validation, form).toEqual(en.validation);
      else expect(readFileSync(sends.source, "utf8"), form).toMatch(sends.pattern);
    }
  });
});
