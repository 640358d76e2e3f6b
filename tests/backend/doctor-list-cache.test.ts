import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DOCTOR_LIST_TTL_MS, cachedDoctorList } from "../../backend/src/doctors/list-cache";
import { seededDatabasePerFile } from "./helpers/seeded-database";

const ctx = seededDatabasePerFile();
const page = { offset: 0, limit: 3 };

/** Edits a doctor in the database itself, as the CMS would. */
async function renameDoctor(id: number, name: string) {
  await ctx().database.db.execute(sql`update doctors set name_en = ${name}, search = search || ' ' || lower(${name}) where id = ${id}`);
}

describe("doctor list pages kept per process", () => {
  it("serves an equal search from the kept page until it is DOCTOR_LIST_TTL_MS old, then reads again", async () => {
    const { db } = ctx().database;
    const t0 = 1_000_000;
    const first = await cachedDoctorList(db, "en", { gender_id: 1, speciality_id: undefined }, page, t0);
    await renameDoctor(first.items[0]!.id, "Dr. Renamed Meanwhile");
    // The same filters given in another order, with an undefined one left out: the same page.
    const again = await cachedDoctorList(db, "en", { speciality_id: undefined, gender_id: 1 }, page, t0 + DOCTOR_LIST_TTL_MS - 1);
    expect(again).toBe(first);
    const later = await cachedDoctorList(db, "en", { gender_id: 1 }, page, t0 + DOCTOR_LIST_TTL_MS);
    expect(later).not.toBe(first);
    expect(later.items.map((d) => d.name)).toContain("Dr. Renamed Meanwhile");
  });

  it("keeps languages, filters and pages apart", async () => {
    const { db } = ctx().database;
    const t0 = 2_000_000;
    const en = await cachedDoctorList(db, "en", { branch_id: 1 }, page, t0);
    const ar = await cachedDoctorList(db, "ar", { branch_id: 1 }, page, t0);
    const otherBranch = await cachedDoctorList(db, "en", { branch_id: 2 }, page, t0);
    const nextPage = await cachedDoctorList(db, "en", { branch_id: 1 }, { offset: 3, limit: 3 }, t0);
    expect(ar.items[0]?.id).toBe(en.items[0]?.id);
    expect(ar.items[0]?.name).not.toBe(en.items[0]?.name);
    expect(otherBranch.items.every((d) => d.branch.id === 2)).toBe(true);
    expect(nextPage.items.map((d) => d.id)).not.toContain(en.items[0]?.id);
  });

  it("reads a search by name every time: visitors' text is never a key", async () => {
    const { db } = ctx().database;
    const before = await cachedDoctorList(db, "en", { name: "Qwzx" }, page, 3_000_000);
    await renameDoctor(1, "Dr. Qwzx Renamed");
    const after = await cachedDoctorList(db, "en", { name: "Qwzx" }, page, 3_000_000);
    expect(before.total).toBe(0);
    expect(after.items.map((d) => d.id)).toEqual([1]);
  });
});
