import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { CLIENT_MESSAGE_NAMESPACES } from "@/lib/intl/client-messages";

type Messages = Record<string, unknown>;

/** The site-wide client messages plus the link form's own and the profile's session line. */
export async function RecordsMessagesProvider({ children }: { children: ReactNode }) {
  const messages = (await getMessages()) as Messages;
  const records = messages.records as Messages;
  const subset: Messages = Object.fromEntries([...CLIENT_MESSAGE_NAMESPACES].filter((key) => key in messages).map((key) => [key, messages[key]]));
  subset.records = { link: records.link };
  return <NextIntlClientProvider messages={subset}>{children}</NextIntlClientProvider>;
}
