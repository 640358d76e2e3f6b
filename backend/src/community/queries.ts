import { asc } from "drizzle-orm";
import type { Lang } from "@/lib/contract/common";
import type { Faq, SocialLink, Testimonial } from "@/lib/contract/content";
import type { Db } from "../db/client";
import { faqs, socialLinks, testimonials } from "../db/schema";
import { tr } from "../http/context";

export async function faqList(db: Db, lang: Lang): Promise<Faq[]> {
  const rows = await db.select().from(faqs).orderBy(asc(faqs.order), asc(faqs.id));
  return rows.map((r) => ({
    id: r.id,
    question: tr(lang, r.questionAr, r.questionEn),
    answer: tr(lang, r.answerAr, r.answerEn),
    group: tr(lang, r.groupAr, r.groupEn),
    order: r.order,
  }));
}

export async function socialLinkList(db: Db, lang: Lang): Promise<SocialLink[]> {
  const rows = await db.select().from(socialLinks).orderBy(asc(socialLinks.order), asc(socialLinks.id));
  return rows.map((r) => ({ id: r.id, name: tr(lang, r.nameAr, r.nameEn), url: r.url, icon: r.icon }));
}

export async function testimonialList(db: Db, lang: Lang): Promise<Testimonial[]> {
  const rows = await db.select().from(testimonials).orderBy(asc(testimonials.order), asc(testimonials.id));
  return rows.map((r) => ({
    id: r.id,
    name: tr(lang, r.nameAr, r.nameEn),
    text: tr(lang, r.textAr, r.textEn),
    rating: r.rating,
    image: r.image,
  }));
}
