import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { CLIENT_MESSAGE_NAMESPACES } from "@/lib/intl/client-messages";

type Messages = Record<string, unknown>;

/**
 * The site's one way to send a client subtree its messages: the site-wide client namespaces plus
 * the given keys of other namespaces (or a whole namespace with "all"), and nothing else:
 * `pick={{ faq: ["searchLabel", "clear"], lists: "all" }}`.
 */
export async function MessagesSubset({
  pick,
  children,
}: {
  pick: Record<string, readonly string[] | "all">;
  children: ReactNode;
}) {
  const messages = (await getMessages()) as Messages;
  const subset: Messages = Object.fromEntries(
    CLIENT_MESSAGE_NAMESPACES.filter((namespace) => namespace in messages).map((namespace) => [namespace, messages[namespace]]),
  );
  for (const [namespace, keys] of Object.entries(pick)) {
    const source = (messages[namespace] ?? {}) as Messages;
    subset[namespace] = keys === "all" ? source : Object.fromEntries(keys.filter((key) => key in source).map((key) => [key, source[key]]));
  }
  return <NextIntlClientProvider messages={subset}>{children}</NextIntlClientProvider>;
}
