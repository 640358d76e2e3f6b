import { and, asc, eq, isNull, or } from "drizzle-orm";
import type { Lang } from "@/lib/contract/common";
import type {
  AboutUsPage,
  AboutUsSettings,
  BusinessUnit,
  NavEntry,
  PageConfigurations,
  Redirect,
  SeoEntry,
  SiteGeneral,
  Slider,
} from "@/lib/contract/settings";
import type { Db } from "../db/client";
import { pageConfigurations, redirects, seoEntries, siteSettings, sliders } from "../db/schema";
import type { BusinessUnitRow } from "../http/context";
import { tr } from "../http/context";

export const toBusinessUnit = (r: BusinessUnitRow, lang: Lang): BusinessUnit => ({
  id: r.id,
  key: r.key,
  name: tr(lang, r.nameAr, r.nameEn),
  short_name: tr(lang, r.shortNameAr, r.shortNameEn),
  description: tr(lang, r.descriptionAr, r.descriptionEn),
  phone: r.phone,
  whatsapp: r.whatsapp,
  email: r.email,
  country: r.country,
  city: tr(lang, r.cityAr, r.cityEn),
  currency: r.currency,
  founded_year: r.foundedYear,
  image: r.image,
  slug_ar: r.slugAr,
  slug_en: r.slugEn,
});

/** A settings document: the business unit's own row wins over the group-wide one. */
async function settingsDocument(db: Db, key: string, lang: Lang, buId: number) {
  const rows = await db
    .select()
    .from(siteSettings)
    .where(and(eq(siteSettings.key, key), or(eq(siteSettings.businessUnitId, buId), isNull(siteSettings.businessUnitId))));
  const row = rows.find((r) => r.businessUnitId === buId) ?? rows[0];
  if (!row) return null;
  return lang === "ar" ? row.valueAr : row.valueEn;
}

export async function siteGeneral(db: Db, lang: Lang, bu: BusinessUnitRow): Promise<SiteGeneral | null> {
  const doc = await settingsDocument(db, "general", lang, bu.id);
  return doc ? ({ ...doc, currency: bu.currency, business_unit_id: bu.id } as SiteGeneral) : null;
}

export const aboutUsSettings = (db: Db, lang: Lang, bu: BusinessUnitRow) =>
  settingsDocument(db, "about_us", lang, bu.id) as Promise<AboutUsSettings | null>;

export const aboutUsPage = (db: Db, lang: Lang, bu: BusinessUnitRow) =>
  settingsDocument(db, "about_us_page", lang, bu.id) as Promise<AboutUsPage | null>;

export async function pageConfiguration(db: Db, lang: Lang): Promise<PageConfigurations> {
  const rows = await db
    .select()
    .from(pageConfigurations)
    .where(eq(pageConfigurations.isActive, true))
    .orderBy(asc(pageConfigurations.order), asc(pageConfigurations.id));
  const entry = (r: (typeof rows)[number]): NavEntry => ({
    id: r.id,
    title: tr(lang, r.titleAr, r.titleEn),
    path: r.path,
    order: r.order,
  });
  const result: PageConfigurations = { header: [], footer: [], webMore: [] };
  const topLevel = new Map<number, NavEntry>();
  for (const r of rows.filter((r) => r.parentId === null)) {
    const e = entry(r);
    topLevel.set(r.id, e);
    result[r.menu].push(e);
  }
  // A child of an inactive parent disappears with it.
  for (const r of rows.filter((r) => r.parentId !== null)) {
    const parent = topLevel.get(r.parentId as number);
    if (parent) (parent.children ??= []).push(entry(r));
  }
  return result;
}

export async function redirectList(db: Db): Promise<Redirect[]> {
  const rows = await db.select().from(redirects).orderBy(asc(redirects.id));
  return rows.map((r) => ({ from: r.fromPath, to: r.toPath, status: r.status === 302 ? 302 : 301 }));
}

export async function sliderList(db: Db, lang: Lang, buId: number): Promise<Slider[]> {
  const rows = await db
    .select()
    .from(sliders)
    .where(and(eq(sliders.isActive, true), or(eq(sliders.businessUnitId, buId), isNull(sliders.businessUnitId))))
    .orderBy(asc(sliders.order), asc(sliders.id));
  return rows.map((r) => ({
    id: r.id,
    title: tr(lang, r.titleAr, r.titleEn),
    description: tr(lang, r.descriptionAr, r.descriptionEn),
    image: r.image,
    link: r.link,
    link_text: tr(lang, r.linkTextAr, r.linkTextEn),
    order: r.order,
  }));
}

export async function seoEntry(db: Db, lang: Lang, page: string): Promise<SeoEntry | null> {
  const [r] = await db.select().from(seoEntries).where(eq(seoEntries.page, page)).limit(1);
  if (!r) return null;
  return {
    title: tr(lang, r.titleAr, r.titleEn),
    description: tr(lang, r.descriptionAr, r.descriptionEn),
    keywords: tr(lang, r.keywordsAr, r.keywordsEn),
    image: r.image,
  };
}
