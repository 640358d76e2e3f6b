import "server-only";
import { cache } from "react";
import { FaqSchema } from "@/lib/contract";
import { z } from "zod";
import type { Locale } from "@/lib/i18n/routing";
import { apiGet } from "./client";
import { CacheTags } from "./cache-tags";

export type Faq = { id: number; question: string; /** CMS HTML, unsanitized. */ answer: string; group: string };
export type FaqGroup = { name: string; faqs: Faq[] };

const FaqsSchema = z.object({ data: z.array(FaqSchema) });

/** Pure: FAQs grouped by their group name, groups and questions in CMS order. */
export function groupFaqs(faqs: ReadonlyArray<Faq & { order?: number }>): FaqGroup[] {
  const groups = new Map<string, Faq[]>();
  const sorted = [...faqs].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  for (const faq of sorted) {
    const list = groups.get(faq.group) ?? [];
    list.push({ id: faq.id, question: faq.question, answer: faq.answer, group: faq.group });
    groups.set(faq.group, list);
  }
  return [...groups].map(([name, list]) => ({ name, faqs: list }));
}

/** GET /api/faqs, grouped. */
export const getFaqGroups = cache(async (locale: Locale): Promise<FaqGroup[]> => {
  const body = await apiGet("/api/faqs", { locale, schema: FaqsSchema, tags: [CacheTags.faqs] });
  return groupFaqs(body.data);
});
