import { mergedPicks, type MessagesPick } from "@/lib/intl/client-messages";

/*
 * The messages each of the home page's card rows (home-card-rows.tsx) names; the business units'
 * and the most read articles' cards name none (the server writes their words into their data).
 * The home page sends them all once, around its sections of cards (home-card-messages-provider.tsx):
 * one provider a section repeated its props and its references to the site-wide namespaces.
 */

export const DOCTOR_CARD_MESSAGES = { doctors: ["slots", "card"] } as const satisfies MessagesPick;

export const CONTENT_CARD_MESSAGES = {
  content: ["speciality", "phone", "publishedOn", "readMore"],
  events: ["when", "where"],
} as const satisfies MessagesPick;

export const OFFER_CARD_MESSAGES = { offers: ["card", "price"], content: ["readMore"] } as const satisfies MessagesPick;

export const POST_CARD_MESSAGES = { blog: ["readingTime"], content: ["readMore"] } as const satisfies MessagesPick;

/** The testimonials carousel's labels and a testimonial's rating (testimonials-carousel.tsx, testimonial-card.tsx). */
export const TESTIMONIAL_MESSAGES = { home: ["testimonials"] } as const satisfies MessagesPick;

export const HOME_CARD_MESSAGES = mergedPicks(DOCTOR_CARD_MESSAGES, CONTENT_CARD_MESSAGES, OFFER_CARD_MESSAGES, POST_CARD_MESSAGES, TESTIMONIAL_MESSAGES);
