import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { pickedClientMessages, type MessagesPick } from "@/lib/intl/client-messages";

/**
 * The site's one way to send a client subtree its messages: the site-wide client namespaces plus
 * the given keys of other namespaces (or a whole namespace with "all"), and nothing else:
 * `pick={{ faq: ["searchLabel", "clear"], lists: "all" }}`. The subset is built once per locale
 * and pick (lib/intl/client-messages.ts).
 */
export async function MessagesSubset({ pick, children }: { pick: MessagesPick; children: ReactNode }) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={pickedClientMessages(messages, pick)}>{children}</NextIntlClientProvider>;
}
