import { FORM_VALIDATION_MESSAGES } from "@/components/forms/validation-messages";
import type { MessagesPick } from "@/lib/intl/client-messages";

/**
 * The `profile` messages the profile's personal information form reads in the browser
 * (profile-form.tsx, contact-code-form.tsx, and the schema's text through lib/account/profile-text.ts),
 * with the fields' choices whole (their keys are built from the field and its value).
 * tests/unit/account/profile-page-messages.test.ts fails on a key that code reads and this list does not send.
 */
export const PROFILE_FORM_MESSAGES = {
  ...FORM_VALIDATION_MESSAGES,
  profile: [
    "personalInformation",
    "nameGroup",
    "fullName",
    "fullNameHint",
    "secondName",
    "secondNameHint",
    "email",
    "mobile",
    "contactChangeNote",
    "dateOfBirth",
    "gender",
    "bloodType",
    "weight",
    "weightHint",
    "height",
    "heightHint",
    "maritalStatus",
    "childrenCount",
    "occupation",
    "education",
    "lifestyle",
    "lifestylePrivacy",
    "caffeineUse",
    "smokingHabit",
    "alcoholConsumption",
    "illicitDrugUse",
    "dietaryHabit",
    "activityLevel",
    "wheelchairUse",
    "organDonor",
    "choose",
    "choices",
    "yes",
    "no",
    "optional",
    "save",
    "saving",
    // lib/account/profile-text.ts: the schema's messages
    "weightRange",
    "heightRange",
    "childrenRange",
    "dateInvalid",
    "occupationMax",
    // contact-code-form.tsx
    "codeLabel",
    "codeSentTo",
    "confirmEmailTitle",
    "confirmMobileTitle",
    "verifyCode",
    "verifyingCode",
  ],
} as const satisfies MessagesPick;
