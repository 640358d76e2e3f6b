import type { MessagesPick } from "@/lib/intl/client-messages";

/**
 * The messages "my appointments" reads in the browser (my-appointments.tsx, reschedule-flow.tsx,
 * and the new time's slot-picker.tsx, hold-countdown.tsx, existing-appointment-link.tsx): the list's
 * `booking.my` whole, the kinds and time zones whole (keys built from an appointment's values), the
 * slot picker's words, the payment's methods, the "for whom" label. Not the rest of the booking form
 * (details, insurance, summary, success), nor the family namespace whole.
 * tests/unit/account/profile-page-messages.test.ts fails on a key that code reads and this list does not send.
 */
export const MY_APPOINTMENTS_MESSAGES = {
  booking: [
    "my",
    "kinds",
    "zones",
    "branch",
    "chooseBranch",
    "chooseBranchFirst",
    "kind",
    "kindPrice",
    "retry",
    "chooseDay",
    "previousWeek",
    "nextWeek",
    "timeZoneNote",
    "chosenTime",
    "chosenTimeGone",
    "slotCount",
    "loading",
    "noSlots",
    "nextAvailable",
    "morning",
    "afternoon",
    "holding",
    "moveExisting",
    "countdownLabel",
    "lastMinute",
    "pickAgain",
  ],
  payments: ["step"],
  family: ["bookedForLabel"],
} as const satisfies MessagesPick;
