import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { CLIENT_MESSAGE_NAMESPACES } from "@/components/layout/client-messages";

type Messages = Record<string, unknown>;

/** The site-wide client messages plus the booking, family ("for whom"), payment and earlier-time alert ones, for the booking's client subtrees. */
export async function BookingMessagesProvider({ children }: { children: ReactNode }) {
  const messages = (await getMessages()) as Messages;
  const subset: Messages = Object.fromEntries(
    [...CLIENT_MESSAGE_NAMESPACES, "booking", "family"].filter((key) => key in messages).map((key) => [key, messages[key]]),
  );
  // The payment step's texts only, not the payment response page's; the earlier-time alert's.
  subset.payments = { step: (messages.payments as Messages | undefined)?.step };
  subset.waitlist = { control: (messages.waitlist as Messages | undefined)?.control };
  return <NextIntlClientProvider messages={subset}>{children}</NextIntlClientProvider>;
}
