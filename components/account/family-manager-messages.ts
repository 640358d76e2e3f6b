import { FORM_VALIDATION_MESSAGES } from "@/components/forms/validation-messages";
import type { MessagesPick } from "@/lib/intl/client-messages";

/**
 * The `family` messages the profile's family section reads in the browser (family-manager.tsx,
 * family-member-form.tsx, and the form's schema text through lib/account/family-text.ts): its
 * fields' labels and hints, and the relations and genders whole (their keys are built from the
 * member's values). Not the booking's "for whom" words, nor the other sign and profile namespaces
 * the profile's forms were sent whole. tests/unit/account/profile-page-messages.test.ts fails on a
 * key that code reads and this list does not send.
 */
export const FAMILY_MANAGER_MESSAGES = {
  ...FORM_VALIDATION_MESSAGES,
  family: [
    "title",
    "intro",
    "empty",
    "add",
    "addTitle",
    "edit",
    "editLabel",
    "editTitle",
    "remove",
    "removeLabel",
    "confirmRemove",
    "keep",
    "removing",
    "save",
    "saving",
    "cancel",
    "limitReached",
    "optional",
    "choose",
    "born",
    "dateInvalid",
    "fields",
    "hints",
    "genders",
    "relations",
  ],
} as const satisfies MessagesPick;
