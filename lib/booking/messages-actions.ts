"use server";

import { getMessages } from "next-intl/server";
import { CLIENT_MESSAGE_NAMESPACES } from "@/lib/intl/client-messages";
import { bookingClientMessages } from "@/lib/booking/client-messages";
import { localeOrDefault, type Locale } from "@/lib/i18n/routing";

/**
 * The messages of the doctor page's booking, the site-wide client ones included, for when its code
 * loads (components/booking/booking-on-intent.tsx): a doctor's page no longer carries them in its
 * payload for the many readers who never book. The same for every visitor of a language; an
 * unknown language gets the default one.
 */
export async function bookingMessages(locale: Locale): Promise<Record<string, unknown>> {
  const messages = (await getMessages({ locale: localeOrDefault(locale) })) as Record<string, unknown>;
  return {
    ...Object.fromEntries(CLIENT_MESSAGE_NAMESPACES.filter((key) => key in messages).map((key) => [key, messages[key]])),
    ...bookingClientMessages(messages),
  };
}
