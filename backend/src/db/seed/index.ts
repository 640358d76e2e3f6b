import { and, eq, getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { hashPassword } from "../../auth/password";
import { type Db, queryRows } from "../client";
import * as s from "../schema";
import { businessUnitRows } from "./business-units";
import { taxRateRows } from "./payments";
import { pageConfigurationRows, redirectRows } from "./navigation";
import { seoRows } from "./seo";
import { aboutUsPageRow, aboutUsSettingsRow, generalSettingsRows } from "./site-settings";
import { sliderRows } from "./sliders";
import { BRANCHES, FEMININE_GENDER_INDEX, GENDERS, SPECIALITIES, SUPERVISOR_LEVELS } from "./medical";
import { buId } from "./business-units";
import { doctorRows } from "./doctors";
import { contentRows } from "./content";
import { OFFER_CATEGORIES, offerRows } from "./offers";
import { postCategoryRows, postRows, tagRows } from "./posts";
import { faqRows, socialLinkRows, testimonialRows } from "./faqs";
import { searchText } from "../search-text";
import { slugify } from "./slug";
import { seedBooking } from "./schedules";
import { seedEngagement } from "./engagement";

/** Content tables, children first; users and their tokens survive a re-seed. */
const CONTENT_TABLES: PgTable[] = [
  s.surveyQuestions,
  s.surveys,
  s.landingPages,
  s.doctorSubSpecialities,
  s.doctors,
  s.subSpecialities,
  s.specialities,
  s.genders,
  s.supervisorLevels,
  s.offerCategoryLinks,
  s.offers,
  s.offerCategories,
  s.postTags,
  s.posts,
  s.tags,
  s.postCategories,
  s.contentItems,
  s.faqs,
  s.testimonials,
  s.socialLinks,
  s.sliders,
  s.redirects,
  s.pageConfigurations,
  s.seoEntries,
  s.siteSettings,
  s.branches,
  s.businessUnits,
];

export const DEMO_PATIENT = {
  email: "patient@example.com",
  mobile: "0551234567",
  password: "Patient#2026",
  firstName: "سارة",
  fullName: "سارة أحمد الغامدي",
  /** The health-record (PHR) sign-in: either identifier with the same password. */
  nationalId: "1012345678",
  medicalRecordNumber: "100234",
  /** A daughter in her family, under 18, with a health record of her own. */
  child: { fullName: "ليان أحمد الغامدي", dateOfBirth: "2016-05-14", nationalId: "1098765432" },
};

/** Bump when the seed content changes: development databases then re-seed themselves on start. */
export const SEED_VERSION = 9;
const SEED_VERSION_KEY = "seed_version";

export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(s.businessUnits);
  return (row?.n ?? 0) > 0;
}

export async function seedState(db: Db): Promise<"empty" | "current" | "outdated"> {
  if (!(await isSeeded(db))) return "empty";
  const [row] = await db
    .select({ value: s.siteSettings.valueEn })
    .from(s.siteSettings)
    .where(eq(s.siteSettings.key, SEED_VERSION_KEY));
  return row?.value.version === SEED_VERSION ? "current" : "outdated";
}

export async function clearContent(db: Db): Promise<void> {
  const names = CONTENT_TABLES.map((t) => `"${getTableName(t)}"`).join(", ");
  await db.execute(sql.raw(`TRUNCATE ${names} RESTART IDENTITY CASCADE`));
}

/** Rows inserted with explicit ids leave identity sequences behind; move them past the max. */
async function syncSequences(db: Db): Promise<void> {
  for (const table of [...CONTENT_TABLES, s.users]) {
    const name = getTableName(table);
    const hasId = await queryRows(
      db,
      sql`select 1 from information_schema.columns where table_name = ${name} and column_name = 'id'`,
    );
    if (hasId.length === 0) continue;
    await db.execute(
      sql.raw(`select setval(pg_get_serial_sequence('"${name}"', 'id'), coalesce((select max(id) from "${name}"), 0) + 1, false)`),
    );
  }
}

async function seedDemoPatient(db: Db, passwordCost: number): Promise<void> {
  await db
    .insert(s.users)
    .values({
      email: DEMO_PATIENT.email,
      mobile: DEMO_PATIENT.mobile,
      firstName: DEMO_PATIENT.firstName,
      fullName: DEMO_PATIENT.fullName,
      passwordHash: await hashPassword(DEMO_PATIENT.password, passwordCost),
      nationalId: DEMO_PATIENT.nationalId,
      medicalRecordNumber: DEMO_PATIENT.medicalRecordNumber,
    })
    // A database seeded before the health-record sign-in gets the demo patient's identifiers too.
    .onConflictDoUpdate({
      target: s.users.email,
      set: { nationalId: DEMO_PATIENT.nationalId, medicalRecordNumber: DEMO_PATIENT.medicalRecordNumber },
    });
  // Her daughter, whose health record the HIS sandbox shows her as guardian of (backend/src/records/sandbox).
  const [owner] = await db.select({ id: s.users.id }).from(s.users).where(eq(s.users.email, DEMO_PATIENT.email));
  const child = DEMO_PATIENT.child;
  const [kept] = owner
    ? await db.select({ id: s.familyMembers.id }).from(s.familyMembers).where(and(eq(s.familyMembers.ownerUserId, owner.id), eq(s.familyMembers.nationalId, child.nationalId)))
    : [];
  if (owner && !kept) {
    await db.insert(s.familyMembers).values({
      ownerUserId: owner.id,
      fullName: child.fullName,
      relation: "child",
      dateOfBirth: child.dateOfBirth,
      gender: "female",
      nationalId: child.nationalId,
    });
  }
}

/**
 * What a seed writes besides the content: `demo` adds the demo patient and the appointments of
 * made-up patients (development and test). Production gets the content alone, never an account:
 * a known password there would open a real site. There is no default, so no caller gets demo
 * data by leaving it out.
 */
export interface SeedOptions {
  demo: boolean;
  /** scrypt's work factor for the demo patient's password (Config's `passwordCost`). */
  passwordCost: number;
}

/** Inserts the whole deterministic content set, and the demo data if asked. Expects empty content tables. */
export async function seedDatabase(db: Db, { demo, passwordCost }: SeedOptions): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.insert(s.businessUnits).values(businessUnitRows());
    await t.insert(s.taxRates).values(taxRateRows());
    await t.insert(s.siteSettings).values([...generalSettingsRows(), aboutUsSettingsRow(), aboutUsPageRow()]);
    await t.insert(s.pageConfigurations).values(pageConfigurationRows());
    await t.insert(s.redirects).values(redirectRows());
    await t.insert(s.seoEntries).values(seoRows());
    await t.insert(s.sliders).values(sliderRows());
    await seedMedical(t);
    await t.insert(s.contentItems).values(contentRows());
    await seedOffers(t);
    await seedPosts(t);
    await t.insert(s.faqs).values(faqRows());
    await t.insert(s.testimonials).values(testimonialRows());
    await t.insert(s.socialLinks).values(socialLinkRows());
    await seedEngagement(t);
    await t.insert(s.siteSettings).values({
      key: SEED_VERSION_KEY,
      businessUnitId: null,
      valueAr: { version: SEED_VERSION },
      valueEn: { version: SEED_VERSION },
    });
  });
  await syncSequences(db);
  if (demo) await seedDemoPatient(db, passwordCost);
  // Schedules, fees and taken slots; after the demo patient, who gets an upcoming appointment.
  await seedBooking(db, demo ? DEMO_PATIENT : null);
}

export async function reseed(db: Db, options: SeedOptions): Promise<void> {
  await clearContent(db);
  await seedDatabase(db, options);
}

async function seedMedical(db: Db): Promise<void> {
  await db.insert(s.branches).values(
    BRANCHES.map((b, i) => ({
      id: i + 1,
      businessUnitId: buId(b.bu),
      nameAr: b.nameAr,
      nameEn: b.nameEn,
      phone: b.phone,
      cityAr: b.cityAr,
      cityEn: b.cityEn,
      country: b.country,
      search: searchText(b.nameAr, b.nameEn, b.cityAr, b.cityEn),
    })),
  );
  await db.insert(s.genders).values(GENDERS.map(([nameAr, nameEn], i) => ({ id: i + 1, nameAr, nameEn, feminine: i === FEMININE_GENDER_INDEX })));
  await db
    .insert(s.supervisorLevels)
    .values(
      SUPERVISOR_LEVELS.map((l, i) => ({
        id: i + 1,
        key: l.key,
        nameAr: l.name[0],
        nameArFeminine: l.nameArFeminine,
        nameEn: l.name[1],
        order: i + 1,
      })),
    );
  await db.insert(s.specialities).values(
    SPECIALITIES.map((sp, i) => ({
      id: i + 1,
      nameAr: sp.name[0],
      nameEn: sp.name[1],
      order: i + 1,
      search: searchText(sp.name[0], sp.name[1]),
    })),
  );
  // Sub-specialty ids are assigned in specialty order; remember them for the doctor links.
  const subIds: number[][] = [];
  const subValues: Array<typeof s.subSpecialities.$inferInsert> = [];
  SPECIALITIES.forEach((sp, si) => {
    subIds[si] = sp.subs.map((sub) => {
      const id = subValues.length + 1;
      subValues.push({ id, specialityId: si + 1, nameAr: sub[0], nameEn: sub[1], search: searchText(sub[0], sub[1]) });
      return id;
    });
  });
  await db.insert(s.subSpecialities).values(subValues);
  const { rows, subRows } = doctorRows();
  await db.insert(s.doctors).values(rows);
  await db.insert(s.doctorSubSpecialities).values(
    subRows.map((r) => ({ doctorId: r.doctorId, subSpecialityId: subIds[r.specialityIndex]![r.subIndex]! })),
  );
}

async function seedOffers(db: Db): Promise<void> {
  await db.insert(s.offerCategories).values(
    OFFER_CATEGORIES.map(([ar, en], i) => ({ id: i + 1, nameAr: ar, nameEn: en, slugAr: slugify(ar), slugEn: slugify(en), order: i + 1 })),
  );
  const offers = offerRows();
  const inserted = await db.insert(s.offers).values(offers.map((o) => o.row)).returning({ id: s.offers.id });
  await db
    .insert(s.offerCategoryLinks)
    .values(offers.flatMap((o, i) => o.categories.map((categoryId) => ({ offerId: inserted[i]!.id, categoryId }))));
}

async function seedPosts(db: Db): Promise<void> {
  await db.insert(s.postCategories).values(postCategoryRows());
  await db.insert(s.tags).values(tagRows());
  const posts = postRows();
  await db.insert(s.posts).values(posts.map((p) => p.row));
  await db.insert(s.postTags).values(posts.flatMap((p) => p.tagIds.map((tagId) => ({ postId: p.row.id, tagId }))));
}
