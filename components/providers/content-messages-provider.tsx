import type { ReactNode } from "react";
import { MessagesSubset } from "@/components/static/messages-subset";

/**
 * The extra messages client components of a content subtree need (list, cards, carousel),
 * sent only with the pages that have such a subtree, on top of the site-wide client namespaces.
 */
export function ContentMessagesProvider({ children }: { children: ReactNode }) {
  return (
    <MessagesSubset
      pick={{
        lists: "all",
        empty: ["noData", "noNews", "noInfo"],
        events: ["when", "where", "ended"],
        content: ["readMore", "phone", "speciality", "publishedOn"],
      }}
    >
      {children}
    </MessagesSubset>
  );
}
