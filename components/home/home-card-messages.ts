import type { MessagesPick } from "@/lib/intl/client-messages";

/*
 * The messages each of the home page's card rows (home-card-rows.tsx) names, sent with its section
 * only (components/static/messages-subset.tsx); the business units' and the most read articles'
 * cards name none (the server writes their words into their data).
 */

export const DOCTOR_CARD_MESSAGES = { doctors: ["slots", "card"] } as const satisfies MessagesPick;

export const CONTENT_CARD_MESSAGES = {
  content: ["speciality", "phone", "publishedOn", "readMore"],
  events: ["when", "where"],
} as const satisfies MessagesPick;

export const OFFER_CARD_MESSAGES = { offers: ["card", "price"], content: ["readMore"] } as const satisfies MessagesPick;

export const POST_CARD_MESSAGES = { blog: ["readingTime"], content: ["readMore"] } as const satisfies MessagesPick;
