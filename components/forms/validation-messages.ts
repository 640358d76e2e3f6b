import type { MessagesPick } from "@/lib/intl/client-messages";

/**
 * What a form whose code checks its fields in the browser (`useValidationT`) needs besides its own
 * texts: the `validation` namespace whole, its key chosen at run time by the rule and, in Arabic,
 * by the field's gender (lib/validation/arabic-gender.ts). Sent with those forms' pages only, not
 * in every page's payload (1.5 kB in English, 2.8 kB in Arabic): the forms on every page (the
 * newsletter's, the contact and lead forms) are declared forms, whose messages come written into
 * their spec. tests/unit/intl/validation-messages.test.ts fails on a form that reads them and
 * whose page does not send them.
 */
export const FORM_VALIDATION_MESSAGES = { validation: "all" } as const satisfies MessagesPick;
