import { eq } from "drizzle-orm";
import { randomInt } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  AccountExportSchema,
  ContactChangedResponseSchema,
  ProfileResponseSchema,
  ProfileUpdateResponseSchema,
  SignedInResponseSchema,
  type Profile,
} from "@/lib/contract/accounts";
import { randomUUID } from "node:crypto";
import { RiskAssessmentListSchema, type FindriscAnswersWire } from "@/lib/contract/risk";
import {
  bookingAppointments,
  bookingReservations,
  newsletterSubscriptions,
  offerBookings,
  otpCodes,
  patientProfiles,
  payments,
  riskAssessments,
  surveyResponses,
  surveys,
  users,
} from "../../../backend/src/db/schema";
import type { CallOptions } from "../helpers/client";
import { expectUnauthenticated, expectValidationError, parse } from "../helpers/expect";
import { lastCodeSentTo } from "../helpers/outbox";
import type { GetContext } from "./context";

const PASSWORD = "Secret#2026";

let serial = 0;

export function profileContract(ctx: GetContext) {
  const call = <T = unknown>(path: string, o: CallOptions = {}) => ctx().client.call<T>(path, o);

  const lastCode = (to: string) => lastCodeSentTo(ctx().client, to);

  /** A fresh, verified patient with a user token. */
  async function patient() {
    serial += 1;
    const n = String(randomInt(0, 100_000_000)).padStart(8, "0");
    const person = { first_name: "Omar", email: `omar.${n}@example.com`, mobile: `05${n}`, password: PASSWORD, password_confirmation: PASSWORD };
    const headers = { "x-forwarded-for": `198.18.${randomInt(0, 256)}.${serial}` };
    expect((await call("/api/auth/register", { method: "POST", body: person, headers })).status).toBe(201);
    const verified = parse(
      SignedInResponseSchema,
      await call("/api/auth/otp/verify", { method: "POST", body: { identifier: person.mobile, code: await lastCode(person.mobile), purpose: "register" }, headers }),
    );
    return { ...person, token: verified.token, headers };
  }

  /**
   * What other modules hold about a patient: an appointment (doctor 1, a free far-future slot) and
   * an offer booking, each with its payment, a survey answer under their email and a newsletter
   * subscription. Written as those modules write them.
   */
  async function records(p: { email: string; mobile: string }) {
    const { db } = ctx().database;
    const [user] = await db.select().from(users).where(eq(users.email, p.email));
    const userId = user!.id;
    const reservationId = randomUUID();
    const startsAt = new Date(Date.UTC(2090 + randomInt(0, 9), randomInt(0, 12), 1 + randomInt(0, 28), randomInt(0, 24), 0));
    await db.insert(bookingReservations).values({
      id: reservationId,
      code: `BK-T${randomInt(0, 1e9)}`,
      doctorId: 1,
      branchId: 1,
      kind: "consultation",
      startsAt,
      endsAt: new Date(startsAt.getTime() + 15 * 60_000),
      status: "booked",
      price: 300,
      tax: 45,
      total: 345,
      currency: "SAR",
      timeZone: "Asia/Riyadh",
      userId,
    });
    const [appointment] = await db
      .insert(bookingAppointments)
      .values({
        reservationId,
        userId,
        patientName: "Omar Khaled",
        patientMobile: p.mobile,
        patientEmail: p.email,
        insurance: { identityNumber: "1234567890", insuranceCompanyId: 1, policyNumber: "POL-1", deductibleRate: 20, maxLimit: 5000, coveredAmount: 276 },
        paymentType: "card",
        amount: 69,
        status: "paid",
      })
      .returning();
    const [offer] = await db
      .insert(offerBookings)
      .values({
        code: `OB-T${randomInt(0, 1e9)}`,
        offerId: 1,
        businessUnitId: 1,
        branchId: 1,
        userId,
        name: "Omar Khaled",
        mobile: p.mobile,
        email: p.email,
        paymentType: "cash",
        status: "confirmed",
        price: 500,
        currency: "SAR",
        lang: "en",
      })
      .returning();
    const payment = (purpose: "appointment" | "offer_booking", purposeId: number) => ({
      publicId: randomUUID(),
      purpose,
      purposeId,
      businessUnitId: 1,
      method: "card" as const,
      status: "paid" as const,
      currency: "SAR" as const,
      amountMinor: 6000,
      taxMinor: 900,
      totalMinor: 6900,
      taxBasisPoints: 1500,
      returnUrl: "http://localhost/paymentResponse",
      customerName: "Omar Khaled",
      customerMobile: p.mobile,
      customerEmail: p.email,
      lang: "en" as const,
    });
    await db.insert(payments).values([payment("appointment", appointment!.id), payment("offer_booking", offer!.id)]);
    const [survey] = await db.select({ id: surveys.id }).from(surveys).limit(1);
    await db.insert(surveyResponses).values({
      surveyId: survey!.id,
      name: "Omar Khaled",
      email: p.email,
      phone: p.mobile,
      answers: [{ question_id: 1, value: "yes" }],
      lang: "en",
    });
    await db.insert(newsletterSubscriptions).values({
      businessUnitId: 1,
      email: p.email,
      lang: "en",
      consentAt: new Date(),
      consentPage: "/en",
      unsubscribeToken: randomUUID(),
    });
    return { userId, appointmentId: appointment!.id, offerBookingId: offer!.id, surveyId: survey!.id };
  }

  const full = (p: { email: string; mobile: string }): Profile => ({
    full_name: "Omar Khaled Al Harbi",
    second_name: "Abu Khaled",
    date_of_birth: "1990-04-12",
    gender: "male",
    blood_type: "O+",
    weight: 82.5,
    height: 178,
    marital_status: "married",
    children_count: 2,
    occupation: "Engineer",
    education: "bachelor",
    email: p.email,
    mobile: p.mobile,
    caffeine_use: "daily",
    smoking_habit: "former",
    alcohol_consumption: "never",
    illicit_drug_use: "never",
    dietary_habit: "balanced",
    activity_level: "moderate",
    wheelchair_use: false,
    organ_donor: true,
  });

  describe("GET and PUT /api/profile", () => {
    it("needs the user's own token", async () => {
      expectUnauthenticated(await call("/api/profile"));
      expectUnauthenticated(await call("/api/profile", { method: "PUT", body: {} }));
      expectUnauthenticated(await call("/api/profile/export"));
    });

    it("starts empty, saves every field, and is never cacheable", async () => {
      const p = await patient();
      const empty = await call("/api/profile", { token: p.token });
      expect(empty.headers.get("cache-control")).toBe("private, no-store");
      const before = parse(ProfileResponseSchema, empty).data;
      expect(before).toMatchObject({ full_name: "Omar", email: p.email, mobile: p.mobile, blood_type: null, organ_donor: null });

      const saved = await call("/api/profile", { method: "PUT", body: full(p), token: p.token, lang: "en" });
      const answer = parse(ProfileUpdateResponseSchema, saved);
      expect(answer.message).toBe("profile updated");
      expect(answer.pending_verification).toEqual([]);
      expect(answer.data).toEqual(full(p));
      expect(saved.headers.get("cache-control")).toBe("private, no-store");
      expect(parse(ProfileResponseSchema, await call("/api/profile", { token: p.token })).data).toEqual(full(p));

      const arabic = await call("/api/profile", { method: "PUT", body: { ...full(p), occupation: "", organ_donor: null }, token: p.token, lang: "ar" });
      expect(parse(ProfileUpdateResponseSchema, arabic).message).toBe("تم تحديث الملف الشخصي");
      expect(parse(ProfileResponseSchema, await call("/api/profile", { token: p.token })).data).toMatchObject({ occupation: null, organ_donor: null });
    });

    it("422s a name with digits, a bad email, unknown choices and impossible numbers or dates", async () => {
      const p = await patient();
      const put = (patch: Partial<Record<keyof Profile, unknown>>) =>
        call("/api/profile", { method: "PUT", body: { ...full(p), ...patch }, token: p.token });
      expectValidationError(await put({ full_name: "Omar 2" }), "full_name");
      expectValidationError(await put({ second_name: "x1" }), "second_name");
      expectValidationError(await put({ email: "omar@" }), "email");
      expectValidationError(await put({ blood_type: "C+" }), "blood_type");
      expectValidationError(await put({ weight: -3 }), "weight");
      expectValidationError(await put({ height: 1e300 }), "height");
      expectValidationError(await put({ children_count: 1.5 }), "children_count");
      expectValidationError(await put({ date_of_birth: "2999-01-01" }), "date_of_birth");
      expectValidationError(await put({ date_of_birth: "1990-02-30" }), "date_of_birth");
      expectValidationError(await put({ organ_donor: "yes" }), "organ_donor");
    });

    it("changes the email only after the code sent to the new address is verified", async () => {
      const p = await patient();
      const newEmail = `new.${p.email}`;
      const reply = await call("/api/profile", { method: "PUT", body: { ...full(p), email: newEmail }, token: p.token, lang: "en" });
      const answer = parse(ProfileUpdateResponseSchema, reply);
      expect(answer.pending_verification).toEqual([{ identifier: newEmail, channel: "email", resend_after: 60, expires_in: 300 }]);
      expect(answer.data.email).toBe(p.email);

      const code = await lastCode(newEmail);
      const body = { identifier: newEmail, code, purpose: "contact" };
      expectUnauthenticated(await call("/api/auth/otp/verify", { method: "POST", body }));
      const verified = await call("/api/auth/otp/verify", { method: "POST", body, token: p.token, lang: "en" });
      expect(verified.status, JSON.stringify(verified.body)).toBe(200);
      expect(ContactChangedResponseSchema.parse(verified.body).user.email).toBe(newEmail);
      expect(parse(ProfileResponseSchema, await call("/api/profile", { token: p.token })).data.email).toBe(newEmail);
    });

    it("refuses an email or mobile that belongs to another account", async () => {
      const p = await patient();
      const reply = await call("/api/profile", { method: "PUT", body: { ...full(p), email: "patient@example.com", mobile: "0551234567" }, token: p.token });
      expectValidationError(reply, "email");
      expectValidationError(reply, "mobile");
    });
  });

  describe("saved risk assessments", () => {
    // 55 (3) + BMI 27.7 (1) + men's waist 95 (3) + no daily activity (2) + vegetables daily (0) +
    // blood-pressure medication (2) + no high glucose (0) + a parent with diabetes (5) = 16, high.
    const answers: FindriscAnswersWire = {
      age: 55,
      sex: "male",
      height_cm: 170,
      weight_kg: 80,
      waist_cm: 95,
      daily_activity: false,
      daily_vegetables: true,
      blood_pressure_medication: true,
      high_glucose_history: false,
      family_history: "first-degree",
    };
    const save = (token: string | null | undefined, body: unknown, o: { key?: string; lang?: string } = {}) =>
      call("/api/profile/risk-assessments", {
        method: "POST",
        body,
        token,
        lang: o.lang,
        headers: o.key ? { "idempotency-key": o.key } : {},
      });
    const list = async (token: string) => parse(RiskAssessmentListSchema, await call("/api/profile/risk-assessments", { token })).data;

    it("needs the patient's own token: none and the app's client token are 401", async () => {
      expectUnauthenticated(await call("/api/profile/risk-assessments", { token: null }));
      expectUnauthenticated(await call("/api/profile/risk-assessments"));
      expectUnauthenticated(await save(undefined, { tool: "findrisc", answers }));
      expectUnauthenticated(await call("/api/profile/risk-assessments/1", { method: "DELETE" }));
    });

    it("computes the score from the answers, whatever score the caller claims, and is never cacheable", async () => {
      const p = await patient();
      const reply = await save(p.token, { tool: "findrisc", answers, score: 0, band: "low" }, { lang: "en" });
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
      expect(reply.headers.get("cache-control")).toBe("private, no-store");
      const body = reply.body as { message: string; data: { score: number; band: string; bmi: number; answers: unknown } };
      expect(body.message).toBe("saved to your profile");
      expect(body.data).toMatchObject({ score: 16, band: "high", bmi: 27.7, answers });

      const arabic = await save(p.token, { tool: "findrisc", answers: { ...answers, age: 30, family_history: "none" } }, { lang: "ar" });
      expect(arabic.status).toBe(201);
      expect((arabic.body as { message: string }).message).toBe("تم حفظ النتيجة في ملفك الشخصي");

      const listed = await call("/api/profile/risk-assessments", { token: p.token });
      expect(listed.headers.get("cache-control")).toBe("private, no-store");
      const saved = parse(RiskAssessmentListSchema, listed).data;
      expect(saved.map((a) => [a.score, a.band])).toEqual([
        [8, "slightly-elevated"],
        [16, "high"],
      ]);
    });

    it("saves once for one Idempotency-Key, and answers the same assessment again", async () => {
      const p = await patient();
      const key = `risk-${randomInt(0, 1e9)}`;
      const first = await save(p.token, { tool: "findrisc", answers }, { key });
      const again = await save(p.token, { tool: "findrisc", answers }, { key });
      expect(first.status).toBe(201);
      expect(again.status).toBe(201);
      expect(again.headers.get("idempotent-replayed")).toBe("true");
      expect((again.body as { data: { id: number } }).data.id).toBe((first.body as { data: { id: number } }).data.id);
      expect(await list(p.token)).toHaveLength(1);
    });

    it("422s answers out of range, unknown choices and an unknown tool", async () => {
      const p = await patient();
      const bad = (patch: Partial<Record<keyof FindriscAnswersWire, unknown>>) => save(p.token, { tool: "findrisc", answers: { ...answers, ...patch } });
      expectValidationError(await bad({ age: 17 }), "answers.age");
      expectValidationError(await bad({ age: 40.5 }), "answers.age");
      expectValidationError(await bad({ height_cm: 99 }), "answers.height_cm");
      expectValidationError(await bad({ waist_cm: "95" }), "answers.waist_cm");
      expectValidationError(await bad({ family_history: "cousin" }), "answers.family_history");
      expectValidationError(await bad({ daily_activity: "yes" }), "answers.daily_activity");
      expectValidationError(await save(p.token, { tool: "framingham", answers }), "tool");
      expect(await list(p.token)).toEqual([]);
    });

    it("each patient reads and removes only their own", async () => {
      const [a, b] = [await patient(), await patient()];
      const mine = (await save(a.token, { tool: "findrisc", answers })).body as { data: { id: number } };
      expect(await list(b.token)).toEqual([]);
      const stranger = await call(`/api/profile/risk-assessments/${mine.data.id}`, { method: "DELETE", token: b.token });
      expect(stranger.status).toBe(404);
      expect(await list(a.token)).toHaveLength(1);
      expectValidationError(await call("/api/profile/risk-assessments/x", { method: "DELETE", token: a.token }), "id");
      const removed = await call(`/api/profile/risk-assessments/${mine.data.id}`, { method: "DELETE", token: a.token, lang: "en" });
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ message: "Assessment removed" });
      expect(await list(a.token)).toEqual([]);
    });
  });

  describe("privacy rights", () => {
    it("exports everything as a JSON download: profile, appointments, offer bookings, payments, survey answers, newsletter", async () => {
      const p = await patient();
      await call("/api/profile", { method: "PUT", body: full(p), token: p.token });
      await records(p);
      const assessment = { age: 47, sex: "female", height_cm: 160, weight_kg: 70, waist_cm: 85, daily_activity: true, daily_vegetables: true, blood_pressure_medication: false, high_glucose_history: false, family_history: "none" };
      expect((await call("/api/profile/risk-assessments", { method: "POST", body: { tool: "findrisc", answers: assessment }, token: p.token })).status).toBe(201);
      const reply = await call("/api/profile/export", { token: p.token });
      expect(reply.status).toBe(200);
      expect(reply.headers.get("content-disposition")).toMatch(/^attachment; filename="my-data\.json"$/);
      expect(reply.headers.get("cache-control")).toBe("private, no-store");
      const data = AccountExportSchema.parse(reply.body);
      expect(data.account).toMatchObject({ email: p.email, mobile: p.mobile, marketing_consent_at: null });
      expect(data.profile).toEqual(full(p));
      // 47 (2) + BMI 27.3 (1) + women's waist 85 (3) = 6, low.
      expect(data.risk_assessments).toEqual([expect.objectContaining({ tool: "findrisc", score: 6, band: "low", bmi: 27.3, answers: assessment })]);
      expect(data.appointments).toHaveLength(1);
      expect(data.appointments[0]).toMatchObject({ patient_mobile: p.mobile, payment_type: "card", status: "paid", amount: 69, currency: "SAR" });
      expect(data.appointments[0]?.doctor.id).toBe(1);
      expect(data.appointments[0]?.insurance).toMatchObject({ policyNumber: "POL-1" });
      expect(data.offer_bookings).toEqual([expect.objectContaining({ mobile: p.mobile, email: p.email, status: "confirmed", price: 500 })]);
      expect(data.payments.map((x) => x.purpose).sort()).toEqual(["appointment", "offer_booking"]);
      expect(data.payments[0]).toMatchObject({ total: 69, customer_mobile: p.mobile });
      expect(data.survey_answers).toEqual([expect.objectContaining({ email: p.email, answers: [{ question_id: 1, value: "yes" }] })]);
      expect(data.newsletter).toMatchObject({ email: p.email, consent_page: "/en", unsubscribed_at: null });
    });

    it("holds nothing of another patient", async () => {
      const a = await patient();
      await records(a);
      const b = await patient();
      const data = AccountExportSchema.parse((await call("/api/profile/export", { token: b.token })).body);
      expect(data).toMatchObject({ appointments: [], offer_bookings: [], payments: [], survey_answers: [], newsletter: null });
    });

    it("deletes the account with a code sent to its mobile; a wrong or another purpose's code does not", async () => {
      const p = await patient();
      const sent = await call("/api/profile/delete-code", { method: "POST", token: p.token, lang: "en", headers: p.headers });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      expect(sent.body).toMatchObject({ identifier: p.mobile, channel: "sms", resend_after: 60, expires_in: 300 });
      expect(sent.headers.get("cache-control")).toBe("private, no-store");
      // A second code within the minute is refused with the wait.
      const again = await call("/api/profile/delete-code", { method: "POST", token: p.token, headers: p.headers });
      expect(again.status).toBe(429);
      expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(0);
      expectUnauthenticated(await call("/api/profile/delete-code", { method: "POST" }));

      const code = await lastCode(p.mobile);
      const { db } = ctx().database;
      const stored = await db.select().from(otpCodes).where(eq(otpCodes.recipient, p.mobile));
      expect(stored.some((row) => row.purpose === "account_delete")).toBe(true);
      expect(JSON.stringify(stored)).not.toContain(`"${code}"`);

      const wrong = await call("/api/profile", { method: "DELETE", body: { code: code === "0000" ? "1111" : "0000" }, token: p.token, lang: "en", headers: p.headers });
      expect(wrong.status).toBe(422);
      expect((wrong.body as { errors: Record<string, string[]> }).errors.code).toEqual(["The code is wrong or expired!"]);
      expectValidationError(await call("/api/profile", { method: "DELETE", body: {}, token: p.token }), "password");
      expectValidationError(await call("/api/profile", { method: "DELETE", body: { code: "12" }, token: p.token }), "code");

      const deleted = await call("/api/profile", { method: "DELETE", body: { code }, token: p.token, lang: "ar", headers: p.headers });
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
      expect(deleted.body).toEqual({ message: "تم حذف حسابك" });
      expectUnauthenticated(await call("/api/auth/user", { token: p.token }));
    });

    it("a code sent to another patient does not delete this account", async () => {
      const a = await patient();
      const b = await patient();
      await call("/api/profile/delete-code", { method: "POST", token: a.token, headers: a.headers });
      const code = await lastCode(a.mobile);
      const reply = await call("/api/profile", { method: "DELETE", body: { code }, token: b.token, headers: b.headers, lang: "en" });
      expect(reply.status).toBe(422);
      expect(reply.body).toEqual({ message: "The code is wrong or expired!", errors: { code: ["The code is wrong or expired!"] } });
      expect((await call("/api/auth/user", { token: b.token })).status).toBe(200);
    });

    it("keeps appointments, offer bookings and payments anonymised, and forgets survey answers' author and the newsletter", async () => {
      const p = await patient();
      const r = await records(p);
      expect((await call("/api/profile", { method: "DELETE", body: { password: PASSWORD }, token: p.token })).status).toBe(200);
      const { db } = ctx().database;
      const [appointment] = await db.select().from(bookingAppointments).where(eq(bookingAppointments.id, r.appointmentId));
      expect(appointment).toMatchObject({ userId: r.userId, patientName: "", patientEmail: "", status: "paid", amount: 69 });
      expect(appointment?.patientMobile).not.toContain(p.mobile);
      expect(appointment?.insurance).toMatchObject({ identityNumber: "", policyNumber: "", coveredAmount: 276 });
      const [offer] = await db.select().from(offerBookings).where(eq(offerBookings.id, r.offerBookingId));
      expect(offer).toMatchObject({ name: "", email: null, status: "confirmed", price: 500 });
      expect(offer?.mobile).not.toContain(p.mobile);
      const kept = await db.select().from(payments).where(eq(payments.customerMobile, `deleted-${r.userId}`));
      expect(kept).toHaveLength(2);
      expect(kept.every((x) => x.customerName === "" && x.customerEmail === null && x.status === "paid")).toBe(true);
      expect(await db.select().from(surveyResponses).where(eq(surveyResponses.email, p.email))).toEqual([]);
      expect(await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, p.email))).toEqual([]);
      const text = JSON.stringify(await db.select().from(users).where(eq(users.id, r.userId)));
      expect(text).not.toContain(p.email);
      expect(text).not.toContain(p.mobile);
    });

    it("deletes the account after the password, keeping an anonymised row", async () => {
      const p = await patient();
      await call("/api/profile", { method: "PUT", body: full(p), token: p.token });
      const answers = { age: 30, sex: "male", height_cm: 180, weight_kg: 75, waist_cm: 85, daily_activity: true, daily_vegetables: true, blood_pressure_medication: false, high_glucose_history: false, family_history: "none" };
      expect((await call("/api/profile/risk-assessments", { method: "POST", body: { tool: "findrisc", answers }, token: p.token })).status).toBe(201);
      const wrong = await call("/api/profile", { method: "DELETE", body: { password: "Wrong#2026" }, token: p.token, lang: "en" });
      expect(wrong.status).toBe(422);
      expect((wrong.body as { errors: Record<string, string[]> }).errors.password).toEqual(["wrong password"]);

      const [row] = await ctx().database.db.select().from(users).where(eq(users.email, p.email));
      const deleted = await call("/api/profile", { method: "DELETE", body: { password: PASSWORD }, token: p.token });
      expect(deleted.status).toBe(200);
      expectUnauthenticated(await call("/api/auth/user", { token: p.token }));
      const login = await call("/api/auth/login", { method: "POST", body: { email_or_phone: p.email, password: PASSWORD }, headers: p.headers });
      expect(login.status).toBe(422);

      const { db } = ctx().database;
      const [after] = await db.select().from(users).where(eq(users.id, row!.id));
      expect(after).toMatchObject({ firstName: "", fullName: "", marketingConsentAt: null });
      expect(after?.email).not.toContain(p.email);
      expect(after?.mobile).not.toContain(p.mobile);
      expect(after?.deletedAt).toBeInstanceOf(Date);
      expect(await db.select().from(patientProfiles).where(eq(patientProfiles.userId, row!.id))).toEqual([]);
      expect(await db.select().from(riskAssessments).where(eq(riskAssessments.userId, row!.id))).toEqual([]);

      // The email and mobile are free for a new sign-up.
      const again = await call("/api/auth/register", {
        method: "POST",
        body: { first_name: "Omar", email: p.email, mobile: p.mobile, password: PASSWORD, password_confirmation: PASSWORD },
        headers: { "x-forwarded-for": "198.18.1.1" },
      });
      expect(again.status).toBe(201);
    });
  });
}
