import { mergedPicks, type MessagesPick } from "@/lib/intl/client-messages";
import { CARD_FRAME_MESSAGES } from "@/components/content/card-frame-messages";

/** The messages a post card (post-card.tsx) reads in the browser: its reading time and its frame's. */
export const POST_CARD_MESSAGES: MessagesPick = mergedPicks(CARD_FRAME_MESSAGES, { blog: ["readingTime"] });
