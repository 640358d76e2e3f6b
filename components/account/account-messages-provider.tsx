import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { CLIENT_MESSAGE_NAMESPACES } from "@/lib/intl/client-messages";

type Messages = Record<string, unknown>;

/** The site-wide client messages plus the account, profile and family ones, for the profile's forms (the sign pages send theirs from a list: AccountCard's `messages`). */
export async function AccountMessagesProvider({ children }: { children: ReactNode }) {
  const messages = (await getMessages()) as Messages;
  const subset: Messages = Object.fromEntries(
    [...CLIENT_MESSAGE_NAMESPACES, "auth", "account", "profile", "family"].filter((key) => key in messages).map((key) => [key, messages[key]]),
  );
  return <NextIntlClientProvider messages={subset}>{children}</NextIntlClientProvider>;
}
