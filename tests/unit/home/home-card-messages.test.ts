import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import { POST_CARD_MESSAGES } from "@/components/blog/post-card-messages";
import { CONTENT_CARD_MESSAGES } from "@/components/content/content-card-messages";
import { DOCTOR_CARD_MESSAGES } from "@/components/doctors/doctor-card-messages";
import { HOME_CARD_MESSAGES, TESTIMONIAL_MESSAGES } from "@/components/home/home-card-messages";
import { OFFER_CARD_MESSAGES } from "@/components/offers/offer-card-messages";
import type { MessagesPick } from "@/lib/intl/client-messages";
import { describeClientMessages } from "../intl/client-messages-suite";
import { clientModuleGraph, keysNamedIn } from "../intl/client-module-keys";

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

/**
 * What of `pick` the namespaces a card's code translates with are missing: a `useTranslations("a.b")`
 * needs `b` of `a` (or `a` whole), a `useTranslations("a")` every literal key its calls name.
 */
function uncovered(entry: string, pick: MessagesPick): string[] {
  const files = clientModuleGraph([entry]);
  const missing: string[] = [];
  for (const file of files) {
    for (const [, namespace = ""] of readFileSync(file, "utf8").matchAll(/useTranslations\(\s*"([^"]+)"\s*\)/g)) {
      const [top = "", sub] = namespace.split(".");
      const listed = pick[top];
      if (listed === "all") continue;
      if (sub !== undefined) {
        if (!listed?.includes(sub)) missing.push(`${file}: ${namespace}`);
        continue;
      }
      const found = keysNamedIn([file], top);
      missing.push(...found.unreadable, ...[...found.keys].filter((key) => !listed?.includes(key)).map((key) => `${file}: ${top}.${key}`));
    }
  }
  return missing;
}

describe("each card's list of messages, beside its component", () => {
  it.each([
    ["components/doctors/doctor-card.tsx", DOCTOR_CARD_MESSAGES, ["components/doctors/next-slots-frame.tsx"]],
    ["components/doctors/next-slots-live.tsx", DOCTOR_CARD_MESSAGES, ["components/doctors/next-slots-failed.tsx"]],
    ["components/offers/offer-card.tsx", OFFER_CARD_MESSAGES, ["components/offers/offer-price.tsx", "components/content/card-frame.tsx"]],
    ["components/content/content-card.tsx", CONTENT_CARD_MESSAGES, ["components/content/card-frame.tsx"]],
    ["components/blog/post-card.tsx", POST_CARD_MESSAGES, ["components/content/card-frame.tsx"]],
    ["components/home/testimonials-carousel.tsx", TESTIMONIAL_MESSAGES, []],
    ["components/home/testimonial-card.tsx", TESTIMONIAL_MESSAGES, []],
  ] as const)("covers every namespace and key %s and the modules it draws with read", (entry, pick, reaches) => {
    expect(clientModuleGraph([entry])).toEqual(expect.arrayContaining([...reaches]));
    expect(uncovered(entry, pick)).toEqual([]);
  });
});

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
