import type { ReactNode } from "react";
import { MessagesSubset } from "@/components/static/messages-subset";
import { HOME_CARD_MESSAGES } from "./home-card-messages";

/** The messages of the home page's card rows and testimonials carousel, around the sections that draw them. */
export function HomeCardMessagesProvider({ children }: { children: ReactNode }) {
  return <MessagesSubset pick={HOME_CARD_MESSAGES}>{children}</MessagesSubset>;
}
