import { asc, eq, or } from "drizzle-orm";
import type { Lang } from "@/lib/contract/common";
import { type LandingPage, type LandingPageSummary, type LeadRequest, leadRequestSchema } from "@/lib/contract/engagement";
import type { Db } from "../db/client";
import { landingLeads, landingPages } from "../db/schema";
import { type BusinessUnitRow, tr } from "../http/context";
import type { Messenger } from "../platform/outbox";
import { listDoctors } from "../doctors/queries";
import { listOffers } from "../offers/queries";
import { label, validationT } from "../http/localized-validation";

/** SHOWCASE_SIZE doctors or offers under the benefits. */
const SHOWCASE_SIZE = 3;

const landingLabels = (lang: Lang) => ({
  name: label(lang, "landing.fields.name"),
  phone: label(lang, "landing.fields.phone"),
  message: label(lang, "landing.fields.message"),
});

/** The lead body: the page's form (its name variant) plus the campaign attribution. */
export const leadSchema = (lang: Lang, nameVariant: "short" | "long" = "long") =>
  leadRequestSchema(landingLabels(lang), validationT(lang), nameVariant);

type PageRow = typeof landingPages.$inferSelect;

const toSummary = (p: PageRow, lang: Lang): LandingPageSummary => ({
  id: p.id,
  slug: tr(lang, p.slugAr, p.slugEn),
  slug_ar: p.slugAr,
  slug_en: p.slugEn,
  title: tr(lang, p.titleAr, p.titleEn),
  hero_text: tr(lang, p.heroTextAr, p.heroTextEn),
  image: p.heroImage,
  business_unit_id: p.businessUnitId,
});

export async function listLandingPages(db: Db, lang: Lang): Promise<LandingPageSummary[]> {
  const rows = await db.select().from(landingPages).orderBy(asc(landingPages.order), asc(landingPages.id));
  return rows.map((r) => toSummary(r, lang));
}

export async function findLandingPage(db: Db, slug: string): Promise<PageRow | null> {
  const [row] = await db
    .select()
    .from(landingPages)
    .where(or(eq(landingPages.slugAr, slug), eq(landingPages.slugEn, slug)))
    .limit(1);
  return row ?? null;
}

export async function toLandingPage(db: Db, page: PageRow, unit: BusinessUnitRow, lang: Lang): Promise<LandingPage> {
  const window = { limit: SHOWCASE_SIZE, offset: 0 };
  const filter = page.showcaseFilter ?? undefined;
  const doctors =
    page.showcase === "doctors"
      ? (await listDoctors(db, lang, { entity_id: unit.id, speciality_id: filter }, window)).items
      : [];
  const offers =
    page.showcase === "offers"
      ? (await listOffers(db, lang, unit, { categories_id: filter === undefined ? undefined : String(filter) }, window)).items
      : [];
  return {
    ...toSummary(page, lang),
    benefits: lang === "ar" ? page.benefitsAr : page.benefitsEn,
    showcase: page.showcase,
    doctors,
    offers,
    form: { title: tr(lang, page.formTitleAr, page.formTitleEn), name_variant: page.nameVariant },
  };
}

/** Stores the lead with its attribution, then hands it to the page's business unit. */
export async function receiveLead(
  db: Db,
  messenger: Messenger,
  page: PageRow,
  unit: BusinessUnitRow,
  input: LeadRequest,
  context: { lang: Lang; ip: string },
): Promise<void> {
  const { lang, ip } = context;
  await db.insert(landingLeads).values({
    landingPageId: page.id,
    name: input.name,
    phone: input.phone,
    message: input.message,
    utmSource: input.utm_source || null,
    utmMedium: input.utm_medium || null,
    utmCampaign: input.utm_campaign || null,
    referrer: input.referrer || null,
    landedAt: input.landed_at ? new Date(input.landed_at) : null,
    lang,
    ip,
  });
  const labels = landingLabels(lang);
  const campaign = [input.utm_source, input.utm_medium, input.utm_campaign].map((v) => v || "-").join(" / ");
  await messenger.send({
    channel: "email",
    to: unit.email,
    subject: `${label(lang, "landing.inboxSubject")} — ${tr(lang, page.titleAr, page.titleEn)}`,
    body: [
      `${labels.name}: ${input.name}`,
      `${labels.phone}: ${input.phone}`,
      `${labels.message}: ${input.message}`,
      `utm_source / utm_medium / utm_campaign: ${campaign}`,
      `${label(lang, "landing.referrer")}: ${input.referrer || "-"}`,
    ].join("\n"),
  });
}
