import { type SQL, and, asc, desc, eq, gte, lt, or, sql } from "drizzle-orm";
import type { Lang } from "@/lib/contract/common";
import type { Clinic, ContentItem, Event, News } from "@/lib/contract/content";
import type { Db } from "../db/client";
import { type ContentKind, contentItems, specialities } from "../db/schema";
import { tr } from "../http/context";
import { likePattern } from "../db/search-text";
import { pagedQuery, type Window } from "../db/paging";
import { iso, isoInZone } from "../http/time";

type Row = typeof contentItems.$inferSelect & { specAr: string | null; specEn: string | null };

export const toContentItem = (r: Row, lang: Lang): ContentItem => ({
  id: r.id,
  slug_ar: r.slugAr,
  slug_en: r.slugEn,
  title: tr(lang, r.titleAr, r.titleEn),
  excerpt: tr(lang, r.excerptAr, r.excerptEn),
  body: tr(lang, r.bodyAr, r.bodyEn),
  image: r.image,
  order: r.order,
  business_unit_id: r.businessUnitId,
  created_at: iso(r.createdAt),
  updated_at: iso(r.updatedAt),
});

export const toClinic = (r: Row, lang: Lang): Clinic => ({
  ...toContentItem(r, lang),
  phone: r.phone ?? "",
  location: tr(lang, r.locationAr ?? "", r.locationEn ?? ""),
  working_hours: tr(lang, r.workingHoursAr ?? "", r.workingHoursEn ?? ""),
  speciality: r.specialityId && r.specAr && r.specEn ? { id: r.specialityId, name: tr(lang, r.specAr, r.specEn) } : null,
});

export const toNews = (r: Row, lang: Lang): News => ({
  ...toContentItem(r, lang),
  published_at: iso(r.publishedAt ?? r.createdAt),
});

export const toEvent = (r: Row, lang: Lang): Event => {
  const zone = r.timeZone ?? "Asia/Riyadh";
  return {
    ...toContentItem(r, lang),
    starts_at: isoInZone(r.startsAt ?? r.createdAt, zone),
    ends_at: isoInZone(r.endsAt ?? r.startsAt ?? r.createdAt, zone),
    time_zone: zone,
    location: tr(lang, r.locationAr ?? "", r.locationEn ?? ""),
  };
};

export interface ContentListQuery {
  search?: string;
  sort_key?: "order" | "created_at" | "title" | "published_at" | "starts_at";
  sort_type?: "asc" | "desc";
  when?: "upcoming" | "past";
}

const selection = { item: contentItems, specAr: specialities.nameAr, specEn: specialities.nameEn };

function select(db: Db) {
  return db.select({ ...selection, total: sql<number>`(count(*) over ())::int` }).from(contentItems).leftJoin(specialities, eq(specialities.id, contentItems.specialityId));
}

const flatten = (r: { item: typeof contentItems.$inferSelect; specAr: string | null; specEn: string | null }): Row => ({
  ...r.item,
  specAr: r.specAr,
  specEn: r.specEn,
});

/** Content of one kind; the business unit's own items and the group-wide ones (null unit). */
function scope(kind: ContentKind, buId: number): SQL {
  return and(
    eq(contentItems.kind, kind),
    or(eq(contentItems.businessUnitId, buId), sql`${contentItems.businessUnitId} is null`),
  ) as SQL;
}

export async function listContent(db: Db, kind: ContentKind, lang: Lang, buId: number, q: ContentListQuery, w: Window) {
  const where: SQL[] = [scope(kind, buId)];
  const pattern = q.search === undefined ? null : likePattern(q.search);
  if (pattern) where.push(sql`${contentItems.search} like ${pattern}`);
  if (q.when === "upcoming") where.push(gte(contentItems.endsAt, new Date()));
  if (q.when === "past") where.push(lt(contentItems.endsAt, new Date()));

  const direction = q.sort_type === "desc" ? desc : asc;
  const column = {
    order: contentItems.order,
    created_at: contentItems.createdAt,
    title: lang === "ar" ? contentItems.titleAr : contentItems.titleEn,
    published_at: contentItems.publishedAt,
    starts_at: contentItems.startsAt,
  }[q.sort_key ?? "order"];

  const ordered = select(db)
    .where(and(...where))
    .orderBy(direction(column), asc(contentItems.id));
  const { rows, total } = await pagedQuery(db, ordered, { table: contentItems, where: and(...where) }, w);
  return { rows: rows.map(flatten), total };
}

export async function contentBySlug(db: Db, kind: ContentKind, buId: number, slug: string): Promise<Row | null> {
  const [row] = await select(db)
    .where(and(scope(kind, buId), or(eq(contentItems.slugAr, slug), eq(contentItems.slugEn, slug))))
    .limit(1);
  return row ? flatten(row) : null;
}
