import { type SQL, and, asc, desc, eq, gte, or, sql } from "drizzle-orm";
import type { Lang } from "@/lib/contract/common";
import type { Offer, OfferCategory } from "@/lib/contract/content";
import type { Db } from "../db/client";
import { offerCategories, offers } from "../db/schema";
import type { BusinessUnitRow } from "../http/context";
import { tr } from "../http/context";
import { likePattern } from "../db/search-text";
import { pagedQuery, type Window } from "../db/paging";
import { iso } from "../http/time";

/**
 * Correlated sub-queries name the outer table explicitly ("doctors"."id"): drizzle leaves column
 * references unqualified when a query has no join, and an unqualified `id` would bind to the
 * sub-query's own table.
 */
type CategoryRef = { id: number; ar: string; en: string; slug_ar: string; slug_en: string };

const columns = {
  o: offers,
  categories: sql<CategoryRef[]>`coalesce((
    select json_agg(json_build_object('id', oc.id, 'ar', oc.name_ar, 'en', oc.name_en, 'slug_ar', oc.slug_ar, 'slug_en', oc.slug_en) order by oc."order", oc.id)
    from offer_category_links ocl join offer_categories oc on oc.id = ocl.category_id
    where ocl.offer_id = "offers"."id"), '[]'::json)`,
  total: sql<number>`(count(*) over ())::int`,
};

/** Today's date in Saudi Arabia: an offer is valid through its end date, local time. */
const today = () => new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);

const toOffer = (r: { o: typeof offers.$inferSelect; categories: CategoryRef[] }, lang: Lang, bu: BusinessUnitRow): Offer => {
  const o = r.o;
  return {
    id: o.id,
    slug_ar: o.slugAr,
    slug_en: o.slugEn,
    title: tr(lang, o.titleAr, o.titleEn),
    excerpt: tr(lang, o.excerptAr, o.excerptEn),
    body: tr(lang, o.bodyAr, o.bodyEn),
    image: o.image,
    order: o.order,
    business_unit_id: o.businessUnitId,
    created_at: iso(o.createdAt),
    updated_at: iso(o.updatedAt),
    price: o.price,
    price_instead_of: o.priceInsteadOf,
    discount: o.priceInsteadOf > 0 ? Math.round(((o.priceInsteadOf - o.price) / o.priceInsteadOf) * 100) : 0,
    saving: Math.round((o.priceInsteadOf - o.price) * 100) / 100,
    currency: bu.currency,
    end_date: o.endDate,
    is_expired: o.endDate < today(),
    categories: r.categories.map((c) => ({ id: c.id, name: tr(lang, c.ar, c.en), slug_ar: c.slug_ar, slug_en: c.slug_en })),
    bookings_count: o.bookingsCount,
    is_special: o.isSpecial,
  };
};

export interface OfferQuery {
  search?: string;
  categories_id?: string;
  sort_key?: "price" | "bookings" | "order" | "end_date";
  sort_type?: "asc" | "desc";
  is_special?: boolean;
  show_expired?: boolean;
}

export async function listOffers(db: Db, lang: Lang, bu: BusinessUnitRow, q: OfferQuery, w: Window) {
  const where: SQL[] = [eq(offers.businessUnitId, bu.id)];
  if (!q.show_expired) where.push(gte(offers.endDate, today()));
  if (q.is_special !== undefined) where.push(eq(offers.isSpecial, q.is_special));
  const pattern = q.search === undefined ? null : likePattern(q.search);
  if (pattern) where.push(sql`${offers.search} like ${pattern}`);
  if (q.categories_id) {
    const ids = q.categories_id.split(",").map(Number);
    where.push(
      sql`exists (select 1 from offer_category_links ocl where ocl.offer_id = "offers"."id" and ocl.category_id in ${ids})`,
    );
  }
  const direction = q.sort_type === "desc" ? desc : asc;
  const column = {
    price: offers.price,
    bookings: offers.bookingsCount,
    order: offers.order,
    end_date: offers.endDate,
  }[q.sort_key ?? "order"];
  const ordered = db
    .select(columns)
    .from(offers)
    .where(and(...where))
    .orderBy(direction(column), asc(offers.id));
  const { rows, total } = await pagedQuery(db, ordered, { table: offers, where: and(...where) }, w);
  return { items: rows.map((r) => toOffer(r, lang, bu)), total };
}

/** Expired offers stay reachable by slug (old links), flagged with is_expired. */
export async function offerBySlug(db: Db, lang: Lang, bu: BusinessUnitRow, slug: string) {
  const [row] = await db
    .select(columns)
    .from(offers)
    .where(and(eq(offers.businessUnitId, bu.id), or(eq(offers.slugAr, slug), eq(offers.slugEn, slug))))
    .limit(1);
  return row ? toOffer(row, lang, bu) : null;
}

export async function searchOffers(db: Db, lang: Lang, bu: BusinessUnitRow, term: string, limit: number) {
  return (await listOffers(db, lang, bu, { search: term }, { limit, offset: 0 })).items;
}

/** Categories with the number of the unit's current offers in each. */
export async function offerCategoryList(db: Db, lang: Lang, buId: number): Promise<OfferCategory[]> {
  const rows = await db
    .select({
      c: offerCategories,
      n: sql<number>`(select count(*)::int from offer_category_links l join offers o on o.id = l.offer_id
        where l.category_id = "offer_categories"."id" and o.business_unit_id = ${buId} and o.end_date >= ${today()})`,
    })
    .from(offerCategories)
    .orderBy(asc(offerCategories.order), asc(offerCategories.id));
  return rows.map(({ c, n }) => ({
    id: c.id,
    name: tr(lang, c.nameAr, c.nameEn),
    slug_ar: c.slugAr,
    slug_en: c.slugEn,
    offers_count: n,
  }));
}
