import type { ReactNode } from "react";
import { MessagesSubset } from "@/components/static/messages-subset";
import { mergedPicks } from "@/lib/intl/client-messages";
import { POST_CARD_MESSAGES } from "./post-card-messages";

/** The messages the post list needs in the browser: its cards' (post-card-messages.ts), load more, the empty state, the list's name. */
const POST_LIST_MESSAGES = mergedPicks(POST_CARD_MESSAGES, {
  lists: ["loadMore", "loading", "showing", "loadError"],
  empty: ["noData", "noDataHint"],
  blog: ["list"],
});

export function BlogMessagesProvider({ children }: { children: ReactNode }) {
  return <MessagesSubset pick={POST_LIST_MESSAGES}>{children}</MessagesSubset>;
}
