import type { MessagesPick } from "@/lib/intl/client-messages";

/** The messages the frame every content, offer and post card is drawn on (card-frame.tsx) reads: its link's words. */
export const CARD_FRAME_MESSAGES = { content: ["readMore"] } as const satisfies MessagesPick;
