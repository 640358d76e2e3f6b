import type { ReactNode } from "react";
import { CONTENT_CARD_MESSAGES } from "@/components/content/content-card-messages";
import { MessagesSubset } from "@/components/static/messages-subset";
import { mergedPicks } from "@/lib/intl/client-messages";

/**
 * The extra messages client components of a content subtree need, sent only with the pages that
 * have such a subtree, on top of the site-wide client namespaces: the cards' (content-card-messages.ts),
 * the list's search, paging and load-more (components/lists/), and the empty states of the list and
 * of a detail page drawn in the browser (content-list.tsx, detail-fallback.tsx).
 */
const CONTENT_SUBTREE_MESSAGES = mergedPicks(CONTENT_CARD_MESSAGES, {
  lists: "all",
  empty: ["noData", "noNews", "noInfo"],
});

export function ContentMessagesProvider({ children }: { children: ReactNode }) {
  return <MessagesSubset pick={CONTENT_SUBTREE_MESSAGES}>{children}</MessagesSubset>;
}
