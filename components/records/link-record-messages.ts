import { FORM_VALIDATION_MESSAGES } from "@/components/forms/validation-messages";
import type { MessagesPick } from "@/lib/intl/client-messages";

/** The messages the health record's link form reads in the browser (link-record-form.tsx): its own, beside the site-wide ones. */
export const LINK_RECORD_MESSAGES = { ...FORM_VALIDATION_MESSAGES, records: ["link"] } as const satisfies MessagesPick;
