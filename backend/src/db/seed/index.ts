import { getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { hashPassword } from "../../auth/password";
import { type Db, queryRows } from "../client";
import * as s from "../schema";
import { businessUnitRows } from "./business-units";
import { pageConfigurationRows, redirectRows } from "./navigation";
import { seoRows } from "./seo";
import { aboutUsPageRow, aboutUsSettingsRow, generalSettingsRows } from "./site-settings";
import { sliderRows } from "./sliders";

/** Content tables, children first; users and their tokens survive a re-seed. */
const CONTENT_TABLES: PgTable[] = [
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
};

export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(s.businessUnits);
  return (row?.n ?? 0) > 0;
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

async function seedDemoPatient(db: Db): Promise<void> {
  await db
    .insert(s.users)
    .values({
      email: DEMO_PATIENT.email,
      mobile: DEMO_PATIENT.mobile,
      firstName: DEMO_PATIENT.firstName,
      fullName: DEMO_PATIENT.fullName,
      passwordHash: await hashPassword(DEMO_PATIENT.password),
    })
    .onConflictDoNothing();
}

/** Inserts the whole deterministic content set. Expects empty content tables. */
export async function seedDatabase(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.insert(s.businessUnits).values(businessUnitRows());
    await t.insert(s.siteSettings).values([...generalSettingsRows(), aboutUsSettingsRow(), aboutUsPageRow()]);
    await t.insert(s.pageConfigurations).values(pageConfigurationRows());
    await t.insert(s.redirects).values(redirectRows());
    await t.insert(s.seoEntries).values(seoRows());
    await t.insert(s.sliders).values(sliderRows());
  });
  await syncSequences(db);
  await seedDemoPatient(db);
}

export async function reseed(db: Db): Promise<void> {
  await clearContent(db);
  await seedDatabase(db);
}
