import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { queryRows } from "../../backend/src/db/client";
import { doctorRows } from "../../backend/src/db/seed/doctors";
import { postRows } from "../../backend/src/db/seed/posts";
import { seedState } from "../../backend/src/db/seed";
import { generateImages, sliderImage } from "../../backend/src/images/generate";
import { seededDatabasePerFile } from "./helpers/seeded-database";

const ctx = seededDatabasePerFile();
const storage = mkdtempSync(path.join(tmpdir(), "backend-images-"));
afterAll(() => rmSync(storage, { recursive: true, force: true }));

describe("seed", () => {
  it("has the content issue 3 asks for", async () => {
    const count = async (table: string, where = "true") =>
      (await queryRows<{ n: number }>(ctx().database.db, sql.raw(`select count(*)::int as n from ${table} where ${where}`)))[0]?.n;
    expect(await count("business_units")).toBe(5);
    expect(await count("branches")).toBeGreaterThanOrEqual(8);
    expect(await count("specialities")).toBe(25);
    expect(await count("sub_specialities")).toBeGreaterThanOrEqual(50);
    expect(await count("doctors")).toBe(150);
    expect(await count("offers")).toBe(40);
    expect(await count("offers", "end_date < current_date")).toBeGreaterThan(0);
    const kinds: Record<string, number> = { clinic: 24, oncology: 6, service: 12, entertainment_service: 6, event: 10, news: 9, homecare: 6, eclub: 4 };
    for (const [kind, n] of Object.entries(kinds)) expect(await count("content_items", `kind = '${kind}'`), kind).toBe(n);
    expect(await count("posts")).toBe(60);
    expect(await count("posts", "is_hidden")).toBeGreaterThanOrEqual(3);
    expect(await count("faqs")).toBe(20);
    expect(await count("users", "email = 'patient@example.com'")).toBe(1);
    expect(await seedState(ctx().database.db)).toBe("current");
  });
  it("is deterministic", () => {
    expect(doctorRows().rows.map((d) => d.slugAr)).toEqual(doctorRows().rows.map((d) => d.slugAr));
    expect(postRows().map((p) => p.row.slugEn)).toEqual(postRows().map((p) => p.row.slugEn));
  });
  it("gives doctors both genders and all four titles", () => {
    const rows = doctorRows().rows;
    expect(new Set(rows.map((d) => d.genderId))).toEqual(new Set([1, 2]));
    expect(new Set(rows.map((d) => d.supervisorLevelId))).toEqual(new Set([1, 2, 3, 4]));
    expect(rows.filter((d) => d.isHome).length).toBeGreaterThanOrEqual(8);
  });
});

describe("generated images", () => {
  // How long the drawing takes is a figure of `npm run bench:api`, not of a test run on a shared host.
  it("are drawn and skipped when present", async () => {
    const created = await generateImages(storage);
    expect(created).toBeGreaterThan(50);
    expect(existsSync(path.join(storage, sliderImage(1).desktop))).toBe(true);
    expect(await generateImages(storage)).toBe(0);
  });
});
