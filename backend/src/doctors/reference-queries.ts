import { and, asc, eq, sql } from "drizzle-orm";
import type { IdName, Lang } from "@/lib/contract/common";
import type { Branch } from "@/lib/contract/broker";
import type { Db } from "../db/client";
import { branches, genders, specialities, subSpecialities, supervisorLevels } from "../db/schema";
import { tr } from "../http/context";
import { likePattern } from "../db/search-text";
import type { Window } from "../db/paging";

/**
 * Correlated sub-queries name the outer table explicitly ("doctors"."id"): drizzle leaves column
 * references unqualified when a query has no join, and an unqualified `id` would bind to the
 * sub-query's own table.
 */
export async function branchList(db: Db, lang: Lang, f: { id?: number; name?: string; entity_id?: number }): Promise<Branch[]> {
  const where = [];
  if (f.id !== undefined) where.push(eq(branches.id, f.id));
  if (f.entity_id !== undefined) where.push(eq(branches.businessUnitId, f.entity_id));
  const pattern = f.name === undefined ? null : likePattern(f.name);
  if (pattern) where.push(sql`${branches.search} like ${pattern}`);
  const rows = await db.select().from(branches).where(and(...where)).orderBy(asc(branches.id));
  return rows.map((b) => ({
    id: b.id,
    name: tr(lang, b.nameAr, b.nameEn),
    phone: b.phone,
    city: tr(lang, b.cityAr, b.cityEn),
    country: b.country,
    business_unit_id: b.businessUnitId,
  }));
}

/** Specialties practised in a branch are those of its doctors. */
export async function specialityList(db: Db, lang: Lang, f: { branch_id?: number; name?: string }, w: Window) {
  const where = [];
  if (f.branch_id !== undefined) {
    where.push(
      sql`exists (select 1 from doctors d where d.speciality_id = "specialities"."id" and d.branch_id = ${f.branch_id})`,
    );
  }
  const pattern = f.name === undefined ? null : likePattern(f.name);
  if (pattern) where.push(sql`${specialities.search} like ${pattern}`);
  const rows = await db
    .select({ id: specialities.id, ar: specialities.nameAr, en: specialities.nameEn, total: sql<number>`(count(*) over ())::int` })
    .from(specialities)
    .where(and(...where))
    .orderBy(asc(specialities.order), asc(specialities.id))
    .limit(w.limit)
    .offset(w.offset);
  let total = rows[0]?.total;
  if (total === undefined) {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(specialities).where(and(...where));
    total = row?.n ?? 0;
  }
  return { items: rows.map((r): IdName => ({ id: r.id, name: tr(lang, r.ar, r.en) })), total };
}

export async function subSpecialityList(db: Db, lang: Lang, specialityId: number): Promise<IdName[] | null> {
  const [spec] = await db.select({ id: specialities.id }).from(specialities).where(eq(specialities.id, specialityId));
  if (!spec) return null;
  const rows = await db
    .select()
    .from(subSpecialities)
    .where(eq(subSpecialities.specialityId, specialityId))
    .orderBy(asc(subSpecialities.id));
  return rows.map((r) => ({ id: r.id, name: tr(lang, r.nameAr, r.nameEn) }));
}

export async function genderList(db: Db, lang: Lang): Promise<IdName[]> {
  const rows = await db.select().from(genders).orderBy(asc(genders.id));
  return rows.map((r) => ({ id: r.id, name: tr(lang, r.nameAr, r.nameEn) }));
}

export async function supervisorLevelList(db: Db, lang: Lang): Promise<IdName[]> {
  const rows = await db.select().from(supervisorLevels).orderBy(asc(supervisorLevels.order));
  return rows.map((r) => ({ id: r.id, name: tr(lang, r.nameAr, r.nameEn) }));
}
