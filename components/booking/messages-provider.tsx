import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { CLIENT_MESSAGE_NAMESPACES } from "@/lib/intl/client-messages";
import { bookingClientMessages } from "@/lib/booking/client-messages";

type Messages = Record<string, unknown>;

/** The site-wide client messages plus the booking's (lib/booking/client-messages.ts), for the booking's client subtrees. */
export async function BookingMessagesProvider({ children }: { children: ReactNode }) {
  const messages = (await getMessages()) as Messages;
  const subset: Messages = {
    ...Object.fromEntries(CLIENT_MESSAGE_NAMESPACES.filter((key) => key in messages).map((key) => [key, messages[key]])),
    ...bookingClientMessages(messages),
  };
  return <NextIntlClientProvider messages={subset}>{children}</NextIntlClientProvider>;
}
