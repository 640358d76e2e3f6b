import { describe, expect, it } from "vitest";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import {
  CONTENT_CARD_MESSAGES,
  DOCTOR_CARD_MESSAGES,
  HOME_CARD_MESSAGES,
  OFFER_CARD_MESSAGES,
  POST_CARD_MESSAGES,
  TESTIMONIAL_MESSAGES,
} from "@/components/home/home-card-messages";
import { describeClientMessages } from "../intl/client-messages-suite";

// The home page's rows of content and blog cards (home-card-rows.tsx) are client code: their
// sections send them exactly the keys the cards name.
describeClientMessages(
  "home page's content cards",
  { entries: ["components/content/content-card.tsx"], namespaces: ["content", "events"], reaches: ["components/content/card-frame.tsx"] },
  CONTENT_CARD_MESSAGES,
);

describeClientMessages(
  "home page's blog cards",
  { entries: ["components/blog/post-card.tsx"], namespaces: ["blog", "content"], reaches: ["components/content/card-frame.tsx"] },
  POST_CARD_MESSAGES,
);

describe("the one list the home page sends its card rows and testimonials", () => {
  it("holds every key each of them names, once, in both languages' catalogues", () => {
    for (const pick of [DOCTOR_CARD_MESSAGES, CONTENT_CARD_MESSAGES, OFFER_CARD_MESSAGES, POST_CARD_MESSAGES, TESTIMONIAL_MESSAGES]) {
      for (const [namespace, keys] of Object.entries(pick)) expect(HOME_CARD_MESSAGES[namespace], namespace).toEqual(expect.arrayContaining([...keys]));
    }
    for (const [namespace, keys] of Object.entries(HOME_CARD_MESSAGES)) {
      expect(new Set(keys).size, namespace).toBe(keys.length);
      for (const messages of [ar, en] as Record<string, Record<string, unknown>>[]) for (const key of keys) expect(messages[namespace]?.[key], `${namespace}.${key}`).toBeDefined();
    }
  });
});
