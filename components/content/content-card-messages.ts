import { mergedPicks, type MessagesPick } from "@/lib/intl/client-messages";
import { CARD_FRAME_MESSAGES } from "./card-frame-messages";

/**
 * The messages a content card (content-card.tsx) reads in the browser: a clinic's specialty and
 * phone, an event's date and venue, a news item's date, and its frame's. Sent by every subtree that
 * draws content cards on the client (the home page's rows, the content lists and detail pages).
 */
export const CONTENT_CARD_MESSAGES: MessagesPick = mergedPicks(CARD_FRAME_MESSAGES, {
  content: ["speciality", "phone", "publishedOn"],
  events: ["when", "where"],
});
