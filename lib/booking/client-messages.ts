type Messages = Record<string, unknown>;

/**
 * What the booking's client code says, beyond the site-wide client messages: the booking and family
 * ("for whom") namespaces, the payment step's texts (not the payment response page's) and the
 * earlier-time alert's, for the doctor page's booking, which fetches them with its code
 * (lib/booking/messages-actions.ts). The profile's "my appointments" sends its own shorter list
 * (components/booking/my-appointments-messages.ts).
 */
export function bookingClientMessages(messages: Messages): Messages {
  return {
    booking: messages.booking,
    family: messages.family,
    // The details step checks its fields in the browser (components/forms/validation-messages.ts).
    validation: messages.validation,
    payments: { step: (messages.payments as Messages | undefined)?.step },
    waitlist: { control: (messages.waitlist as Messages | undefined)?.control },
  };
}
