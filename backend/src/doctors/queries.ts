import { type SQL, and, asc, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Lang } from "@/lib/contract/common";
import type { Doctor } from "@/lib/contract/broker";
import type { Db } from "../db/client";
import { branches, doctors, genders, specialities, supervisorLevels } from "../db/schema";
import { tr } from "../http/context";
import { likePattern } from "../db/search-text";
import { pagedQuery, type Window } from "../db/paging";

export interface DoctorFilters {
  entity_id?: number;
  branch_id?: number;
  name?: string;
  speciality_id?: number;
  gender_id?: number;
  supervisor_level_id?: number;
  sub_speciality_id?: number;
  is_home?: boolean;
  /** Site search: the doctor's name, specialty or sub-specialty. */
  q?: string;
  sort_key?: "order" | "name" | "id" | "soonest";
  sort_type?: "asc" | "desc";
}

type SubRef = { id: number; ar: string; en: string };

/**
 * Correlated sub-queries name the outer table explicitly ("doctors"."id"): drizzle leaves column
 * references unqualified when a query has no join, and an unqualified `id` would bind to the
 * sub-query's own table.
 */
/**
 * One round trip per page: joins for the references, a JSON sub-select for sub-specialties. Only
 * the asked language's texts are read (a page of doctors is mostly their bios and lists).
 */
const doctorColumns = (lang: Lang) => {
  const ar = lang === "ar";
  return {
    id: doctors.id,
    slugAr: doctors.slugAr,
    slugEn: doctors.slugEn,
    name: ar ? doctors.nameAr : doctors.nameEn,
    supervisorLevelId: doctors.supervisorLevelId,
    genderId: doctors.genderId,
    specialityId: doctors.specialityId,
    branchId: doctors.branchId,
    businessUnitId: doctors.businessUnitId,
    qualifications: ar ? doctors.qualificationsAr : doctors.qualificationsEn,
    careerPath: ar ? doctors.careerPathAr : doctors.careerPathEn,
    services: ar ? doctors.servicesAr : doctors.servicesEn,
    bio: ar ? doctors.bioAr : doctors.bioEn,
    image: doctors.image,
    isHome: doctors.isHome,
    order: doctors.order,
    level: ar
      ? sql<string>`case when ${genders.feminine} then coalesce(${supervisorLevels.nameArFeminine}, ${supervisorLevels.nameAr}) else ${supervisorLevels.nameAr} end`
      : supervisorLevels.nameEn,
    gender: ar ? genders.nameAr : genders.nameEn,
    speciality: ar ? specialities.nameAr : specialities.nameEn,
    branch: ar ? branches.nameAr : branches.nameEn,
    branchPhone: branches.phone,
    subs: sql<SubRef[]>`coalesce((
      select json_agg(json_build_object('id', ss.id, 'ar', ss.name_ar, 'en', ss.name_en) order by ss.id)
      from doctor_sub_specialities dss join sub_specialities ss on ss.id = dss.sub_speciality_id
      where dss.doctor_id = "doctors"."id"), '[]'::json)`,
  };
};

type DoctorRow = Awaited<ReturnType<typeof baseQuery>>[number];

export const toDoctor = (r: DoctorRow, lang: Lang): Doctor => ({
  id: r.id,
  slug_ar: r.slugAr,
  slug_en: r.slugEn,
  name: r.name,
  title: { id: r.supervisorLevelId, name: r.level },
  gender: { id: r.genderId, name: r.gender },
  speciality: { id: r.specialityId, name: r.speciality },
  sub_specialities: r.subs.map((s) => ({ id: s.id, name: tr(lang, s.ar, s.en) })),
  qualifications: r.qualifications,
  career_path: r.careerPath,
  services: r.services,
  branch: { id: r.branchId, name: r.branch, phone: r.branchPhone },
  business_unit_id: r.businessUnitId,
  image: r.image,
  is_home: r.isHome,
  order: r.order,
  bio: r.bio,
});

function withReferences<Q extends PgSelect>(query: Q) {
  return query
    .innerJoin(supervisorLevels, eq(supervisorLevels.id, doctors.supervisorLevelId))
    .innerJoin(genders, eq(genders.id, doctors.genderId))
    .innerJoin(specialities, eq(specialities.id, doctors.specialityId))
    .innerJoin(branches, eq(branches.id, doctors.branchId));
}

const baseQuery = (db: Db, lang: Lang) => withReferences(db.select(doctorColumns(lang)).from(doctors).$dynamic());

export function doctorConditions(f: DoctorFilters): SQL[] {
  const where: SQL[] = [];
  if (f.entity_id !== undefined) where.push(eq(doctors.businessUnitId, f.entity_id));
  if (f.branch_id !== undefined) where.push(eq(doctors.branchId, f.branch_id));
  if (f.speciality_id !== undefined) where.push(eq(doctors.specialityId, f.speciality_id));
  if (f.gender_id !== undefined) where.push(eq(doctors.genderId, f.gender_id));
  if (f.supervisor_level_id !== undefined) where.push(eq(doctors.supervisorLevelId, f.supervisor_level_id));
  if (f.is_home !== undefined) where.push(eq(doctors.isHome, f.is_home));
  if (f.sub_speciality_id !== undefined) {
    const subId = f.sub_speciality_id;
    where.push(
      sql`exists (select 1 from doctor_sub_specialities dss where dss.doctor_id = "doctors"."id" and dss.sub_speciality_id = ${subId})`,
    );
  }
  if (f.name !== undefined) {
    const pattern = likePattern(f.name);
    if (pattern) where.push(sql`${doctors.search} like ${pattern}`);
    // `%`, `_` and other punctuation are literal: a name made only of them matches nobody, not everybody.
    else if (f.name.trim() !== "") where.push(sql`false`);
  }
  if (f.q !== undefined) {
    const pattern = likePattern(f.q);
    if (pattern) {
      where.push(sql`("doctors"."search" like ${pattern}
        or exists (select 1 from specialities s where s.id = "doctors"."speciality_id" and s.search like ${pattern})
        or exists (select 1 from doctor_sub_specialities dss join sub_specialities ss on ss.id = dss.sub_speciality_id
                   where dss.doctor_id = "doctors"."id" and ss.search like ${pattern}))`);
    }
  }
  return where;
}

/** The list's order: by the asked key (by `order` for a sort the database cannot do alone), ties by id. */
function listOrder(f: DoctorFilters, lang: Lang): SQL[] {
  const direction = f.sort_type === "desc" ? desc : asc;
  const sortColumn =
    f.sort_key === "name" ? (lang === "ar" ? doctors.nameAr : doctors.nameEn) : f.sort_key === "id" ? doctors.id : doctors.order;
  return [direction(sortColumn), asc(doctors.id)];
}

export async function listDoctors(db: Db, lang: Lang, f: DoctorFilters, w: Window) {
  const where = and(...doctorConditions(f));
  // `count(*) over ()` keeps every matching row, joined and wide, before the page is cut; a count
  // of its own (run once) reads the table again instead, which is cheaper unless the conditions
  // are the site search's sub-selects (they would run twice).
  const total =
    f.q === undefined
      ? sql<number>`(select count(*)::int from ${doctors} where ${where ?? sql`true`})`
      : sql<number>`(count(*) over ())::int`;
  const ordered = withReferences(db.select({ ...doctorColumns(lang), total }).from(doctors).$dynamic())
    .where(where)
    .orderBy(...listOrder(f, lang));
  const { rows, total: count } = await pagedQuery(db, ordered, { table: doctors, where }, w);
  return { items: rows.map((r) => toDoctor(r, lang)), total: count };
}

/** Every matching doctor's id in the list's order: what a sort or filter by availability starts from. */
export async function matchingDoctorIds(db: Db, lang: Lang, f: DoctorFilters): Promise<number[]> {
  const rows = await db
    .select({ id: doctors.id })
    .from(doctors)
    .where(and(...doctorConditions(f)))
    .orderBy(...listOrder(f, lang));
  return rows.map((r) => r.id);
}

/** The doctors of `ids`, in that order. */
export async function doctorsByIds(db: Db, lang: Lang, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await baseQuery(db, lang).where(inArray(doctors.id, ids));
  const byId = new Map(rows.map((r) => [r.id, toDoctor(r, lang)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function doctorBySlug(db: Db, lang: Lang, slug: string) {
  const [row] = await baseQuery(db, lang)
    .where(or(eq(doctors.slugAr, slug), eq(doctors.slugEn, slug)))
    .limit(1);
  return row ? toDoctor(row, lang) : null;
}

/** Same specialty first (same branch before others), then the rest of the specialty's doctors. */
export async function relatedDoctors(db: Db, lang: Lang, id: number, limit: number) {
  const [self] = await db
    .select({ specialityId: doctors.specialityId, branchId: doctors.branchId })
    .from(doctors)
    .where(eq(doctors.id, id))
    .limit(1);
  if (!self) return null;
  const rows = await baseQuery(db, lang)
    .where(and(eq(doctors.specialityId, self.specialityId), sql`${doctors.id} <> ${id}`))
    .orderBy(sql`(${doctors.branchId} = ${self.branchId}) desc`, asc(doctors.order), asc(doctors.id))
    .limit(limit);
  return rows.map((r) => toDoctor(r, lang));
}

