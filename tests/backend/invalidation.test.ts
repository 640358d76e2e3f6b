import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "../../backend/src/db/client";
import { doctors } from "../../backend/src/db/schema";
import { announce } from "../../backend/src/platform/invalidation";
import { TEST_CONFIG, testClient } from "./helpers/client";
import { seededDatabasePerFile } from "./helpers/seeded-database";

/**
 * The embedded database (`npm start`, one process) forgets what a write made wrong through the same
 * announcements as PostgreSQL (pglite.listen), not through a path of its own.
 */
const ctx = seededDatabasePerFile();

describe("cache invalidation on the embedded database", () => {
  it("an announced rename shows on the next doctor list; a rolled-back one, and an unannounced one within the TTL, do not", async () => {
    const { db } = ctx().database;
    const { call } = testClient(db);
    const listed = async () => (await call<{ data: Array<{ id: number; name: string }> }>("/api/broker/doctors?limit=5", { lang: "en" })).body.data[0]!;
    const before = await listed();
    const [row] = await db.select({ nameEn: doctors.nameEn }).from(doctors).where(eq(doctors.id, before.id));
    try {
      await db.update(doctors).set({ nameEn: `${row!.nameEn} Sr` }).where(eq(doctors.id, before.id));
      expect((await listed()).name).toBe(before.name);
      await db
        .transaction(async (txRaw) => {
          await announce(txRaw as unknown as Db, "content", "doctors");
          throw new Error("rolled back");
        })
        .catch(() => undefined);
      expect((await listed()).name).toBe(before.name);
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        await tx.update(doctors).set({ nameEn: `${row!.nameEn} Jr` }).where(eq(doctors.id, before.id));
        await announce(tx, "content", "doctors");
      });
      expect((await listed()).name).toContain("Jr");
    } finally {
      await db.update(doctors).set({ nameEn: row!.nameEn }).where(eq(doctors.id, before.id));
      await announce(db, "content", "doctors");
    }
  });

  it("a menu switched off through the API leaves the kept public answer at once", async () => {
    const { call, app } = testClient(ctx().database.db, { ...TEST_CONFIG, responseCacheMs: 60_000 });
    const menu = () => call("/api/page_configurations", { lang: "en" });
    const before = await menu();
    expect((await menu()).headers.get("x-cache")).toBe("HIT");
    const toggle = (active: boolean) =>
      app.request("/__test__/page-configurations", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ paths: ["/eclubs"], active }) });
    expect((await toggle(false)).status).toBe(200);
    try {
      const after = await menu();
      expect(after.headers.get("x-cache")).toBe("MISS");
      expect(JSON.stringify(after.body)).not.toEqual(JSON.stringify(before.body));
    } finally {
      await toggle(true);
    }
  });
});
