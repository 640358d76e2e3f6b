import { mergedPicks, type MessagesPick } from "@/lib/intl/client-messages";
import { CARD_FRAME_MESSAGES } from "@/components/content/card-frame-messages";

/** The messages an offer card (offer-card.tsx) reads in the browser: its dates, its price (offer-price.tsx) and its frame's. */
export const OFFER_CARD_MESSAGES: MessagesPick = mergedPicks(CARD_FRAME_MESSAGES, { offers: ["card", "price"] });
