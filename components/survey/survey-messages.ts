import { FORM_VALIDATION_MESSAGES } from "@/components/forms/validation-messages";
import type { MessagesPick } from "@/lib/intl/client-messages";

/** What the survey's wizard (survey-wizard.tsx) reads in the browser besides the site-wide messages. */
export const SURVEY_CLIENT_MESSAGES = {
  ...FORM_VALIDATION_MESSAGES,
  survey: ["fields", "stepOf", "aboutYou", "aboutYouIntro", "yes", "no", "optional", "chooseOne", "back", "next", "submit", "sending"],
} as const satisfies MessagesPick;
