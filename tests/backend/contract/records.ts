import { randomInt } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  AccessLogResponseSchema,
  AllergiesResponseSchema,
  LabResultsResponseSchema,
  PrescriptionsResponseSchema,
  RECORDS_ERROR_CODES,
  RecordsLinkConfirmedSchema,
  RecordsLinkStartedSchema,
  RecordsPersonsResponseSchema,
  ReportsResponseSchema,
  VisitsResponseSchema,
} from "@/lib/contract/records";
import { PhrTokenResponseSchema } from "@/lib/contract/phr";
import { hashPassword, scryptCost } from "../../../backend/src/auth/password";
import { familyMembers, otpCodes, users } from "../../../backend/src/db/schema";
import { recordReads } from "../../../backend/src/db/schema-records";
import { newPatient } from "../helpers/patients";
import { recordsServer, type RecordsServer } from "../helpers/records-server";
import type { GetContext } from "./context";

const DEMO = { nationalId: "1012345678", password: "Patient#2026", email: "patient@example.com", childNationalId: "1098765432" };
const PRIVATE = "private, no-store";

/** "My health record" over HTTP, the backend reading its own FHIR sandbox over HTTP too. */
export function recordsContract(ctx: GetContext) {
  let server: RecordsServer;
  let demoToken: string;
  let demoId: number;
  let childMemberId: number;
  const ip = () => `198.18.${randomInt(1, 255)}.${randomInt(1, 255)}`;

  beforeAll(async () => {
    server = await recordsServer(ctx().database.db);
    const login = await server.call("/api/phr/login", { method: "POST", body: { identifier: DEMO.nationalId, password: DEMO.password }, ip: ip() });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    demoToken = PhrTokenResponseSchema.parse(login.body).access_token;
    const db = ctx().database.db;
    const [demo] = await db.select().from(users).where(eq(users.email, DEMO.email));
    demoId = demo!.id;
    const [child] = await db.select().from(familyMembers).where(and(eq(familyMembers.ownerUserId, demoId), eq(familyMembers.nationalId, DEMO.childNationalId)));
    childMemberId = child!.id;
  }, 60_000);
  afterAll(() => server?.close());

  const read = async <T extends z.ZodType>(schema: T, path: string, token = demoToken, lang = "en"): Promise<z.infer<T>> => {
    const reply = await server.call(path, { token, lang, ip: ip() });
    expect(reply.status, `${path}: ${JSON.stringify(reply.body).slice(0, 300)}`).toBe(200);
    expect(reply.headers.get("cache-control"), path).toBe(PRIVATE);
    return schema.parse(reply.body);
  };
  const refused = async (path: string, status: number, code: string, token = demoToken) => {
    const reply = await server.call(path, { token, ip: ip() });
    expect(reply.status, `${path}: ${JSON.stringify(reply.body)}`).toBe(status);
    expect((reply.body as { code?: string }).code).toBe(code);
    expect(reply.headers.get("cache-control")).toBe(PRIVATE);
  };

  describe("the demo patient, signed in by the health record", () => {
    it("reads herself and her daughter, whom the HIS records her as guardian of", async () => {
      const persons = await read(RecordsPersonsResponseSchema, "/api/records/persons");
      expect(persons.linked).toBe(true);
      expect(persons.link_method).toBe("health_record_sign_in");
      expect(persons.data.map((p) => [p.relation, p.family_member_id])).toEqual([
        ["self", null],
        ["child", childMemberId],
      ]);
      expect(persons.data[0]!.full_name).toBe("سارة أحمد الغامدي");
    });

    it("sees lab panels with units, ranges and flags, a critical value among them, and one test's trend", async () => {
      const results = await read(LabResultsResponseSchema, "/api/records/results?limit=100");
      expect(results.meta.partial).toBe(false);
      const names = new Set(results.data.map((p) => p.name));
      for (const panel of ["Complete blood count (CBC)", "Lipid profile", "HbA1c", "Thyroid function", "Fasting glucose"]) expect(names).toContain(panel);
      // Five panels at four draws: every page of the sandbox's searches (ten a page) was followed.
      expect(results.meta.total).toBe(20);
      const values = results.data.flatMap((p) => p.results);
      expect(values).toHaveLength(52);
      const ldl = values.find((v) => v.code === "18262-6")!;
      expect(ldl.unit).toBe("mg/dL");
      expect(ldl.reference_range).toEqual({ low: null, high: 130, text: "< 130" });
      expect(values.some((v) => v.interpretation === "critical_high")).toBe(true);
      expect(values.filter((v) => v.interpretation === "low").length).toBeGreaterThan(0);
      const ordered = results.data.find((p) => p.ordering_doctor?.doctor_id)!;
      expect(ordered.ordering_doctor!.slug).toBeTruthy();

      const trend = await read(LabResultsResponseSchema, "/api/records/results?code=4548-4");
      const hba1c = trend.data.map((p) => p.results.map((r) => r.value)).flat();
      expect(hba1c).toEqual([6.4, 6.9, 7.5, 8.4]);
      expect(trend.data.every((p) => p.results.length === 1)).toBe(true);
    });

    it("pages visits newest first, each with its department, doctor and reason", async () => {
      const first = await read(VisitsResponseSchema, "/api/records/visits?limit=5");
      expect(first.meta).toMatchObject({ total: 8, per_page: 5, current_page: 1, last_page: 2, partial: false });
      const second = await read(VisitsResponseSchema, "/api/records/visits?limit=5&page=2");
      const all = [...first.data, ...second.data];
      expect(all).toHaveLength(8);
      expect(all.map((v) => v.start)).toEqual([...all.map((v) => v.start)].sort().reverse());
      expect(all.find((v) => v.reason === "Acute bronchitis")).toMatchObject({ class: "emergency", department: "Family medicine" });
      expect(all.every((v) => v.doctor?.name)).toBe(true);
    });

    it("sees prescriptions with what to take and until when, allergies, and three PDF reports", async () => {
      const prescriptions = await read(PrescriptionsResponseSchema, "/api/records/prescriptions");
      expect(prescriptions.data).toHaveLength(5);
      const statin = prescriptions.data.find((p) => p.drug.startsWith("Atorvastatin"))!;
      expect(statin).toMatchObject({ dose: "20 mg", route: "Oral", frequency: "Once a day at bedtime", instructions: "One tablet at bedtime", duration_days: 365, status: "active" });
      expect(statin.ends_on! > statin.starts_on!).toBe(true);
      expect(prescriptions.data.find((p) => p.drug.startsWith("Amoxicillin"))!.status).toBe("completed");

      const allergies = await read(AllergiesResponseSchema, "/api/records/allergies");
      expect(allergies.data.map((a) => a.substance).sort()).toEqual(["House dust mite", "Sulfonamide antibiotics"]);
      expect(allergies.data.find((a) => a.substance === "House dust mite")!.reactions).toEqual([{ manifestation: "Sneezing and runny nose", severity: "mild" }]);

      const reports = await read(ReportsResponseSchema, "/api/records/reports", demoToken, "ar");
      expect(reports.data.map((r) => r.kind).sort()).toEqual(["medical_report", "radiology_report", "sick_leave"]);
      // Caller's language for the site's doctors.
      expect(reports.data[0]!.author!.name).toMatch(/[\u0600-\u06FF]/);
    });

    it("reads the HIS's texts in Arabic when asked in Arabic (its translations), a drug's name as the HIS writes it", async () => {
      const results = await read(LabResultsResponseSchema, "/api/records/results?limit=100", demoToken, "ar");
      const names = new Set(results.data.map((p) => p.name));
      for (const panel of ["صورة الدم الكاملة (CBC)", "صورة الدهون", "السكر التراكمي (HbA1c)", "وظائف الغدة الدرقية", "سكر الدم الصائم"]) expect(names).toContain(panel);
      const values = results.data.flatMap((p) => p.results);
      expect(values.find((v) => v.code === "4548-4")).toMatchObject({ name: "الهيموغلوبين السكري (HbA1c)", unit: "%" });
      expect(values.find((v) => v.code === "18262-6")).toMatchObject({ name: "الكوليسترول الضار (LDL)", unit: "mg/dL", reference_range: { text: "< 130" } });

      const visits = await read(VisitsResponseSchema, "/api/records/visits?limit=20", demoToken, "ar");
      expect(visits.data.find((v) => v.class === "emergency")).toMatchObject({ reason: "التهاب الشعب الهوائية الحاد", department: "طب الأسرة", location: "المستشفى الرئيسي – الرياض" });

      const prescriptions = await read(PrescriptionsResponseSchema, "/api/records/prescriptions", demoToken, "ar");
      expect(prescriptions.data.find((p) => p.drug === "Atorvastatin 20 mg tablet")).toMatchObject({
        dose: "20 mg",
        route: "عن طريق الفم",
        frequency: "مرة واحدة يوميًا عند النوم",
        instructions: "قرص واحد عند النوم",
      });
      expect(prescriptions.data.find((p) => p.drug.startsWith("Amoxicillin"))!.dose).toBe("1 قرص");

      const reports = await read(ReportsResponseSchema, "/api/records/reports", demoToken, "ar");
      expect(reports.data.map((r) => r.title).sort()).toEqual(["تقرير أشعة الصدر السينية", "تقرير طبي", "شهادة إجازة مرضية"].sort());
      expect(reports.data.find((r) => r.kind === "sick_leave")!.description).toBe("3 أيام");

      const allergies = await read(AllergiesResponseSchema, "/api/records/allergies", demoToken, "ar");
      expect(allergies.data.find((a) => a.category === "environment")).toMatchObject({ substance: "عث غبار المنزل", reactions: [{ manifestation: "عطاس وسيلان الأنف", severity: "mild" }] });
      const child = await read(AllergiesResponseSchema, `/api/records/allergies?person=${childMemberId}`, demoToken, "ar");
      expect(child.data[0]).toMatchObject({ substance: "الفول السوداني", note: "بحوزة المريض قلم أدرينالين للحقن الذاتي." });
    });

    it("downloads a report's PDF through the backend as an attachment, never cached", async () => {
      const reports = await read(ReportsResponseSchema, "/api/records/reports");
      const radiology = reports.data.find((r) => r.kind === "radiology_report")!;
      const reply = await server.call(`/api/records/reports/${radiology.id}/file`, { token: demoToken, ip: ip() });
      expect(reply.status).toBe(200);
      expect(reply.headers.get("content-type")).toBe("application/pdf");
      expect(reply.headers.get("content-disposition")).toMatch(/^attachment; filename=/);
      expect(reply.headers.get("cache-control")).toBe(PRIVATE);
      const pdf = reply.body as Buffer;
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      expect(pdf.toString("latin1").trimEnd().endsWith("%%EOF")).toBe(true);
      expect(pdf.toString("latin1")).toContain("Sara Ahmed Al-Ghamdi");
      expect(pdf.length).toBe(radiology.size);
      // A tampered id names nothing.
      const tampered = radiology.id.slice(0, -2) + (radiology.id.endsWith("A") ? "BB" : "AA");
      await refused(`/api/records/reports/${tampered}/file`, 404, RECORDS_ERROR_CODES.notFound);
    });

    it("reads her daughter's record through person=, and a report of the daughter's only as hers", async () => {
      const results = await read(LabResultsResponseSchema, `/api/records/results?person=${childMemberId}`);
      expect(results.data.map((p) => p.name)).toEqual(["Complete blood count (CBC)", "Complete blood count (CBC)"]);
      const allergies = await read(AllergiesResponseSchema, `/api/records/allergies?person=${childMemberId}`);
      expect(allergies.data[0]).toMatchObject({ substance: "Peanut", category: "food", criticality: "high" });
      const reports = await read(ReportsResponseSchema, `/api/records/reports?person=${childMemberId}`);
      expect(reports.data.map((r) => r.kind)).toEqual(["sick_leave"]);
      const ok = await server.call(`/api/records/reports/${reports.data[0]!.id}/file?person=${childMemberId}`, { token: demoToken, ip: ip() });
      expect(ok.status).toBe(200);
      // The daughter's report asked for as the mother's own is not there.
      await refused(`/api/records/reports/${reports.data[0]!.id}/file`, 404, RECORDS_ERROR_CODES.notFound);
    });

    it("logs every read, who and what, and shows her the log", async () => {
      await read(VisitsResponseSchema, "/api/records/visits");
      const log = await read(AccessLogResponseSchema, "/api/records/access-log?limit=5");
      expect(log.data[0]).toMatchObject({ what: "visits", viewer: { is_you: true } });
      expect(log.data[0]!.viewer.name).toBe("سارة أحمد الغامدي");
      const rows = await ctx().database.db.select().from(recordReads).where(eq(recordReads.viewerUserId, demoId)).orderBy(desc(recordReads.id)).limit(1);
      expect(rows[0]).toMatchObject({ what: "visits" });
      // The row names the patient by the HIS's id and what was read; nothing of the record itself.
      expect(Object.keys(rows[0]!).sort()).toEqual(["at", "id", "patientRef", "viewerUserId", "what"]);
      const childLog = await read(AccessLogResponseSchema, `/api/records/access-log?person=${childMemberId}`);
      expect(childLog.data.map((e) => e.what)).toContain("results");
      expect(childLog.data.map((e) => e.what)).not.toContain("visits");
    });
  });

  describe("nobody else", () => {
    it("a member who is not a child the HIS confirms is not found: no guardian on file, 18 or over, another account's", async () => {
      const db = ctx().database.db;
      const [unconfirmed] = await db
        .insert(familyMembers)
        .values({ ownerUserId: demoId, fullName: "Omar Test", relation: "child", dateOfBirth: "2018-01-01", gender: "male", nationalId: `10${randomInt(10_000_000, 99_999_999)}`.slice(0, 9) + "9" })
        .returning();
      const [grown] = await db
        .insert(familyMembers)
        .values({ ownerUserId: demoId, fullName: "Reem Test", relation: "child", dateOfBirth: "2001-01-01", gender: "female", nationalId: `10${randomInt(10_000_000, 99_999_999)}`.slice(0, 9) + "1" })
        .returning();
      for (const member of [unconfirmed!, grown!]) await refused(`/api/records/results?person=${member.id}`, 404, RECORDS_ERROR_CODES.notFound);
      const persons = await read(RecordsPersonsResponseSchema, "/api/records/persons");
      expect(persons.data.map((p) => p.family_member_id)).toEqual([null, childMemberId]);
      await db.delete(familyMembers).where(eq(familyMembers.id, unconfirmed!.id));
      await db.delete(familyMembers).where(eq(familyMembers.id, grown!.id));
    });

    it("another account gets 404 for the demo's child and her reports, and is told it is not linked for its own", async () => {
      const other = await newPatient(ctx().database.db, "Stranger");
      await refused("/api/records/results", 409, RECORDS_ERROR_CODES.unlinked, other.token);
      const persons = await read(RecordsPersonsResponseSchema, "/api/records/persons", other.token);
      expect(persons).toEqual({ linked: false, link_method: null, data: [], partial: false });
      // Linked to a record of its own, it still reaches nobody else's.
      const holder = await recordHolder();
      const login = await server.call("/api/phr/login", { method: "POST", body: { identifier: holder.nationalId, password: "Record#2026" }, ip: ip() });
      const token = PhrTokenResponseSchema.parse(login.body).access_token;
      await refused(`/api/records/visits?person=${childMemberId}`, 404, RECORDS_ERROR_CODES.notFound, token);
      // Typing the daughter's national ID into its own family makes it no guardian of hers.
      const [holderRow] = await ctx().database.db.select().from(users).where(eq(users.nationalId, holder.nationalId));
      const [claimed] = await ctx()
        .database.db.insert(familyMembers)
        .values({ ownerUserId: holderRow!.id, fullName: "Layan Claimed", relation: "child", dateOfBirth: "2016-05-14", gender: "female", nationalId: DEMO.childNationalId })
        .returning();
      await refused(`/api/records/results?person=${claimed!.id}`, 404, RECORDS_ERROR_CODES.notFound, token);
      const reports = await read(ReportsResponseSchema, "/api/records/reports");
      await refused(`/api/records/reports/${reports.data[0]!.id}/file`, 404, RECORDS_ERROR_CODES.notFound, token);
      // Its own record is there.
      const visits = await read(VisitsResponseSchema, "/api/records/visits", token);
      expect(visits.meta.total).toBe(8);
    });

    it("a client token is refused before anything is read", async () => {
      const reply = await server.call("/api/records/visits", { ip: ip() });
      expect(reply.status).toBe(401);
      expect(reply.headers.get("cache-control")).toBe(PRIVATE);
    });
  });

  /** A patient the hospital knows (national ID, record number and mobile), as the HIS sandbox finds them. */
  async function recordHolder() {
    const n = String(randomInt(0, 1e8)).padStart(8, "0");
    const person = { nationalId: `1${String(randomInt(0, 1e9)).padStart(9, "0")}`, medicalRecordNumber: n, email: `records.${n}@example.com`, mobile: `05${n}` };
    await ctx()
      .database.db.insert(users)
      .values({ firstName: "Huda", fullName: "Huda Salem", passwordHash: await hashPassword("Record#2026", scryptCost("test")), verifiedAt: new Date(), ...person });
    return person;
  }

  const codeTo = async (mobile: string) => {
    const reply = await server.call(`/api/dev/outbox?to=${encodeURIComponent(mobile)}`, { token: null });
    return /\b(\d{4})\b/.exec((reply.body as { data: Array<{ body: string }> }).data[0]?.body ?? "")?.[1];
  };

  describe("a password account links only with the code sent to the HIS's mobile", () => {
    it("links with the right code after a wrong one; the ID alone reads nothing", async () => {
      const holder = await recordHolder();
      const account = await newPatient(ctx().database.db, "Linker");
      const started = await server.call("/api/records/link", { method: "POST", body: { identifier: holder.medicalRecordNumber }, token: account.token, ip: ip() });
      expect(started.status).toBe(202);
      RecordsLinkStartedSchema.parse(started.body);
      expect(started.headers.get("cache-control")).toBe(PRIVATE);
      // Named but unconfirmed: still unlinked.
      await refused("/api/records/visits", 409, RECORDS_ERROR_CODES.unlinked, account.token);
      const code = (await codeTo(holder.mobile))!;
      expect(code).toMatch(/^\d{4}$/);
      const wrongCode = code === "0000" ? "1111" : "0000";
      const wrong = await server.call("/api/records/link/confirm", { method: "POST", body: { code: wrongCode }, token: account.token, ip: ip() });
      expect(wrong.status).toBe(422);
      expect((wrong.body as { code: string }).code).toBe(RECORDS_ERROR_CODES.wrongCode);
      const right = await server.call("/api/records/link/confirm", { method: "POST", body: { code }, token: account.token, ip: ip() });
      const linked = RecordsLinkConfirmedSchema.parse(right.body);
      expect(linked).toMatchObject({ linked: true, link_method: "mobile_code" });
      expect(linked.data[0]).toMatchObject({ relation: "self", full_name: "Huda Salem" });
      const visits = await read(VisitsResponseSchema, "/api/records/visits", account.token);
      expect(visits.meta.total).toBe(8);
      const again = await server.call("/api/records/link", { method: "POST", body: { identifier: holder.nationalId }, token: account.token, ip: ip() });
      expect((again.body as { code: string }).code).toBe(RECORDS_ERROR_CODES.alreadyLinked);
    });

    it("spends the code after five wrong tries, so the right one no longer links", async () => {
      const holder = await recordHolder();
      const account = await newPatient(ctx().database.db, "Guesser");
      const from = ip();
      await server.call("/api/records/link", { method: "POST", body: { identifier: holder.nationalId }, token: account.token, ip: from });
      const code = (await codeTo(holder.mobile))!;
      const wrongCode = code === "0000" ? "1111" : "0000";
      for (let i = 0; i < 5; i++) {
        const reply = await server.call("/api/records/link/confirm", { method: "POST", body: { code: wrongCode }, token: account.token, ip: from });
        expect(reply.status).toBe(422);
      }
      const late = await server.call("/api/records/link/confirm", { method: "POST", body: { code }, token: account.token, ip: from });
      expect(late.status).toBe(422);
      await refused("/api/records/visits", 409, RECORDS_ERROR_CODES.unlinked, account.token);
      const [row] = await ctx().database.db.select().from(otpCodes).where(eq(otpCodes.recipient, holder.mobile)).orderBy(desc(otpCodes.id)).limit(1);
      expect(row!.consumedAt).not.toBeNull();
    });

    it("answers an ID the HIS does not know exactly as one it knows, and sends nothing", async () => {
      const account = await newPatient(ctx().database.db, "Prober");
      const unknown = `1${String(randomInt(0, 1e9)).padStart(9, "0")}`;
      const reply = await server.call("/api/records/link", { method: "POST", body: { identifier: unknown }, token: account.token, ip: ip() });
      expect(reply.status).toBe(202);
      const confirm = await server.call("/api/records/link/confirm", { method: "POST", body: { code: "1234" }, token: account.token, ip: ip() });
      expect(confirm.status).toBe(422);
      await refused("/api/records/visits", 409, RECORDS_ERROR_CODES.unlinked, account.token);
    });
  });
}
