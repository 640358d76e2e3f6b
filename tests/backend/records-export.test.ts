import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AccountExportSchema } from "@/lib/contract/accounts";
import { PhrTokenResponseSchema } from "@/lib/contract/phr";
import { AccessLogResponseSchema, RecordsLinkConfirmedSchema } from "@/lib/contract/records";
import { hashPassword, scryptCost } from "../../backend/src/auth/password";
import { users } from "../../backend/src/db/schema";
import { recordLinks, recordReads } from "../../backend/src/db/schema-records";
import { newPatient, type Patient } from "./helpers/patients";
import { recordsServerPerFile } from "./helpers/records-server";
import { seededDatabasePerFile } from "./helpers/seeded-database";

/**
 * The account's export carries what the site holds about its health record (the link and the
 * access log), never the record itself, and never what only a confirmed link may know; deleting
 * the account removes the link and keeps the log without naming the account.
 */

const ctx = seededDatabasePerFile();
const server = recordsServerPerFile(() => ctx().database.db);

const ip = () => `198.21.${randomInt(1, 255)}.${randomInt(1, 255)}`;
const lastCode = async (to: string) => /\b(\d{4})\b/.exec((await server().outbox(to))[0]?.body ?? "")?.[1];
const exportOf = async (token: string) => {
  const reply = await server().call("/api/profile/export", { token, ip: ip() });
  expect(reply.status).toBe(200);
  return { data: AccountExportSchema.parse(reply.body), raw: JSON.stringify(reply.body) };
};

/** A patient of the HIS (its account signs in with its health record), and another account that links to the same record by code. */
async function linkedByCode() {
  const n = String(randomInt(0, 1e8)).padStart(8, "0");
  const holder = { nationalId: `1${String(randomInt(0, 1e9)).padStart(9, "0")}`, medicalRecordNumber: n, email: `exported.${n}@example.com`, mobile: `05${n}` };
  const [row] = await ctx()
    .database.db.insert(users)
    .values({ firstName: "Huda", fullName: "Huda Salem", passwordHash: await hashPassword("Record#2026", scryptCost("test")), verifiedAt: new Date(), ...holder })
    .returning();
  const owner = await newPatient(ctx().database.db, "Owner");
  expect((await server().call("/api/records/link", { method: "POST", body: { identifier: holder.medicalRecordNumber }, token: owner.token, ip: ip() })).status).toBe(202);
  const confirmed = await server().call("/api/records/link/confirm", { method: "POST", body: { code: (await lastCode(holder.mobile))! }, token: owner.token, ip: ip() });
  RecordsLinkConfirmedSchema.parse(confirmed.body);
  return { holder: { ...holder, id: row!.id }, owner };
}

const read = async (who: Pick<Patient, "token">, kind: string) => expect((await server().call(`/api/records/${kind}`, { token: who.token, ip: ip() })).status).toBe(200);

describe("the account export and the health record", () => {
  it("carries the link and every read of the linked record (the account's and others'), never the record's contents", async () => {
    const { holder, owner } = await linkedByCode();
    await read(owner, "visits");
    await read(owner, "results");
    // The HIS patient's own account signs in with the record and reads it too.
    const login = await server().call("/api/phr/login", { method: "POST", body: { identifier: holder.nationalId, password: "Record#2026" }, ip: ip() });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const holderToken = PhrTokenResponseSchema.parse(login.body).access_token;
    await read({ token: holderToken }, "allergies");

    const { data, raw } = await exportOf(owner.token);
    expect(data.health_record.link).toMatchObject({ identifier: holder.medicalRecordNumber, method: "mobile_code", his_patient_id: `u${holder.id}` });
    expect(Date.parse(data.health_record.link!.linked_at!)).toBeGreaterThanOrEqual(Date.parse(data.health_record.link!.requested_at));
    expect(data.health_record.access_log.map(({ what, read_by_you, reader_name }) => ({ what, read_by_you, reader_name }))).toEqual([
      { what: "visits", read_by_you: true, reader_name: null },
      { what: "results", read_by_you: true, reader_name: null },
      { what: "allergies", read_by_you: false, reader_name: "Huda Salem" },
    ]);
    // What the HIS holds (a visit's doctor, a result's value) is read per request and never kept, so never exported.
    expect(raw).not.toMatch(/"(value|unit|reference_range|doctor|dosage)"/);

    const holders = (await exportOf(holderToken)).data.health_record;
    expect(holders.link).toMatchObject({ identifier: holder.medicalRecordNumber, method: "health_record_sign_in" });
    expect(holders.access_log).toHaveLength(3);
  });

  it("says of a link still waiting for its code only the ID typed: not whether the HIS knows it, nor its mobile", async () => {
    const { holder } = await linkedByCode();
    const stranger = await newPatient(ctx().database.db, "Stranger");
    expect((await server().call("/api/records/link", { method: "POST", body: { identifier: holder.nationalId }, token: stranger.token, ip: ip() })).status).toBe(202);
    const { data, raw } = await exportOf(stranger.token);
    expect(data.health_record).toEqual({
      link: { identifier: holder.nationalId, method: "mobile_code", his_patient_id: null, requested_at: expect.any(String), linked_at: null },
      access_log: [],
    });
    expect(raw).not.toContain(holder.mobile);
    expect(raw).not.toContain(`u${holder.id}`);
    const none = await newPatient(ctx().database.db, "Unlinked");
    expect((await exportOf(none.token)).data.health_record).toEqual({ link: null, access_log: [] });
  });

  it("deleting the account removes its link; the record's access log stays, no longer naming the account", async () => {
    const { holder, owner } = await linkedByCode();
    await read(owner, "visits");
    const headers = { "x-forwarded-for": ip() };
    expect((await server().call("/api/profile/delete-code", { method: "POST", token: owner.token, ip: headers["x-forwarded-for"] })).status).toBe(200);
    const deleted = await server().call("/api/profile", { method: "DELETE", body: { code: (await lastCode(owner.user.mobile))! }, token: owner.token, ip: headers["x-forwarded-for"] });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);

    const { db } = ctx().database;
    expect(await db.select().from(recordLinks).where(eq(recordLinks.userId, owner.user.id))).toEqual([]);
    const kept = await db.select().from(recordReads).where(eq(recordReads.patientRef, `u${holder.id}`));
    expect(kept.map((r) => [r.what, r.viewerUserId])).toEqual([["visits", null]]);
    // The record's patient still sees the read in the access log, by nobody named.
    const login = await server().call("/api/phr/login", { method: "POST", body: { identifier: holder.nationalId, password: "Record#2026" }, ip: ip() });
    const holderToken = PhrTokenResponseSchema.parse(login.body).access_token;
    const log = AccessLogResponseSchema.parse((await server().call("/api/records/access-log", { token: holderToken, ip: ip() })).body);
    expect(log.data.map((e) => [e.what, e.viewer])).toEqual([["visits", { name: "", is_you: false }]]);
  });
});
