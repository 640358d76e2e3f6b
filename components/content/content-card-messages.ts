import type { ContentKind } from "@/lib/content/kinds";
import { mergedPicks, type MessagesPick } from "@/lib/intl/client-messages";
import { CARD_FRAME_MESSAGES } from "./card-frame-messages";

/** The key fact each kind's card names (content-card.tsx): a clinic's specialty and phone, an event's date and venue, a news item's date. */
export const CONTENT_CARD_FACTS: Record<ContentKind, MessagesPick> = {
  clinics: { content: ["speciality", "phone"] },
  oncologies: { content: ["speciality", "phone"] },
  events: { events: ["when", "where"] },
  news: { content: ["publishedOn"] },
  services: {},
  entertainmentServices: {},
  homecare: {},
  eclubs: {},
};

/**
 * The messages a content card (content-card.tsx) reads in the browser: a clinic's specialty and
 * phone, an event's date and venue, a news item's date, and its frame's. Sent by every subtree that
 * draws content cards on the client (the home page's rows, the content lists and detail pages).
 */
export const CONTENT_CARD_MESSAGES: MessagesPick = mergedPicks(CARD_FRAME_MESSAGES, ...Object.values(CONTENT_CARD_FACTS));
