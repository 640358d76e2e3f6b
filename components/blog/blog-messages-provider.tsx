import type { ReactNode } from "react";
import { MessagesSubset } from "@/components/static/messages-subset";

/** The messages the post list needs in the browser (cards, load more, empty state), and no more. */
export function BlogMessagesProvider({ children }: { children: ReactNode }) {
  return (
    <MessagesSubset
      pick={{
        lists: ["loadMore", "loading", "showing", "loadError"],
        empty: ["noData", "noDataHint"],
        content: ["readMore"],
        blog: ["readingTime", "list"],
      }}
    >
      {children}
    </MessagesSubset>
  );
}
