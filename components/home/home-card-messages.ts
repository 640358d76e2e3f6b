import { POST_CARD_MESSAGES } from "@/components/blog/post-card-messages";
import { CONTENT_CARD_MESSAGES } from "@/components/content/content-card-messages";
import { DOCTOR_CARD_MESSAGES } from "@/components/doctors/doctor-card-messages";
import { OFFER_CARD_MESSAGES } from "@/components/offers/offer-card-messages";
import { mergedPicks, type MessagesPick } from "@/lib/intl/client-messages";

/*
 * The messages the home page's card rows (home-card-rows.tsx) read: each card's list, kept beside
 * its component (doctor-card-messages.ts, content-card-messages.ts, offer-card-messages.ts,
 * post-card-messages.ts); the business units' and the most read articles' cards name none (the
 * server writes their words into their data). The home page sends them all once, around its
 * sections of cards (home-card-messages-provider.tsx): one provider a section repeated its props
 * and its references to the site-wide namespaces.
 */

/** The testimonials carousel's labels and a testimonial's rating (testimonials-carousel.tsx, testimonial-card.tsx). */
export const TESTIMONIAL_MESSAGES = { home: ["testimonials"] } as const satisfies MessagesPick;

export const HOME_CARD_MESSAGES = mergedPicks(DOCTOR_CARD_MESSAGES, CONTENT_CARD_MESSAGES, OFFER_CARD_MESSAGES, POST_CARD_MESSAGES, TESTIMONIAL_MESSAGES);
