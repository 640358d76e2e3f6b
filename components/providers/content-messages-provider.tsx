import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { CLIENT_MESSAGE_NAMESPACES } from "@/components/layout/client-messages";

type Messages = Record<string, unknown>;

const pick = (source: unknown, keys: readonly string[]): Messages => {
  const record = (source ?? {}) as Messages;
  return Object.fromEntries(keys.filter((key) => key in record).map((key) => [key, record[key]]));
};

/**
 * The extra messages client components of a content subtree need (list, cards, carousel),
 * sent only with the pages that have such a subtree, on top of the site-wide client namespaces.
 */
export async function ContentMessagesProvider({ children, home = false }: { children: ReactNode; home?: boolean }) {
  const messages = (await getMessages()) as Messages;
  const subset: Messages = {
    ...pick(messages, CLIENT_MESSAGE_NAMESPACES),
    lists: messages.lists,
    empty: pick(messages.empty, ["noData", "noNews", "noInfo"]),
    events: pick(messages.events, ["when", "where", "ended"]),
    content: pick(messages.content, ["readMore", "phone", "speciality", "publishedOn"]),
  };
  if (home) subset.home = { testimonials: (messages.home as Messages | undefined)?.testimonials };
  return <NextIntlClientProvider messages={subset}>{children}</NextIntlClientProvider>;
}
