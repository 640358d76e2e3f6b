import type { MessagesPick } from "@/lib/intl/client-messages";

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

/** Every key of each namespace the picks name, once (a namespace one of them sends whole, whole). */
function together(...picks: MessagesPick[]): MessagesPick {
  const keys: Record<string, Set<string> | "all"> = {};
  for (const pick of picks) {
    for (const [namespace, names] of Object.entries(pick)) {
      const known = keys[namespace];
      if (names === "all" || known === "all") keys[namespace] = "all";
      else keys[namespace] = new Set([...(known ?? []), ...names]);
    }
  }
  return Object.fromEntries(Object.entries(keys).map(([namespace, names]) => [namespace, names === "all" ? names : [...names]]));
}

export const HOME_CARD_MESSAGES = together(DOCTOR_CARD_MESSAGES, CONTENT_CARD_MESSAGES, OFFER_CARD_MESSAGES, POST_CARD_MESSAGES, TESTIMONIAL_MESSAGES);
