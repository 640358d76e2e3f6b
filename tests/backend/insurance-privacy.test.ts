import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { AppointmentCreatedSchema, type Eligibility, EligibilitySchema } from "@/lib/contract/booking";
import { familyMembers, patientProfiles, users } from "../../backend/src/db/schema";
import { bookingFixture, freshIp, standardVat } from "./helpers/booking";
import { freshMobile, type Patient } from "./helpers/patients";
import { seededDatabasePerFile } from "./helpers/seeded-database";

/**
 * An eligibility answer names a person and a policy: only that person (or the account that keeps
 * them as a family member) reads it in full, anyone else masked; lookups need a proven caller and
 * are counted per account, mobile and address; and a policy covers only its own member's visit.
 * The sandbox insurer's member for an ID number the hospital knows is that person.
 */

const ctx = seededDatabasePerFile();
const fixture = bookingFixture(ctx);
beforeAll(() => standardVat(ctx().database.db));

const BIRTH = "1988-07-21";

/** A patient whose health record holds `identity`, with this name and birth date. */
async function holderOf(identity: string, name = "Mona Al-Harbi") {
  const who = await fixture.newUser("holder");
  const { db } = ctx().database;
  await db.update(users).set({ nationalId: identity, fullName: name }).where(eq(users.id, who.user.id));
  await db.insert(patientProfiles).values({ userId: who.user.id, dateOfBirth: BIRTH });
  return who;
}

/** `owner`'s family member kept with `identity`. */
async function memberOf(owner: Patient, identity: string) {
  const [row] = await ctx()
    .database.db.insert(familyMembers)
    .values({ ownerUserId: owner.user.id, fullName: "Omar Al-Harbi", relation: "child", dateOfBirth: "2015-03-02", gender: "male", nationalId: identity })
    .returning();
  return row!;
}

/** A lookup from its own address; a guest's names its hold and sends the hold's secret (or `secret`). */
function lookup(identity: string, o: { token?: string; reservationId?: string; secret?: string; lang?: string } = {}) {
  return fixture.call<{ data: Eligibility; message?: string; errors?: Record<string, string[]> }>("/api/insurance/eligibility", {
    method: "POST",
    token: o.token,
    lang: o.lang ?? "en",
    body: { identity_number: identity, insurance_company_id: 1, ...(o.reservationId ? { reservation_id: o.reservationId } : {}) },
    headers: { ...freshIp(), ...(o.reservationId ? (o.secret ? { "x-hold-secret": o.secret } : fixture.secretOf(o.reservationId)) : {}) },
  });
}
const insuranceOf = (reply: { status: number; body: unknown }) => {
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return EligibilitySchema.parse(reply.body).data;
};

describe("POST /api/insurance/eligibility", () => {
  it("answers a stranger with the person and policy masked, and what the booking needs in full", async () => {
    const id = "1000000013";
    const owner = await holderOf(id);
    const stranger = await fixture.newUser("stranger");

    const masked = insuranceOf(await lookup(id, { token: stranger.token }));
    expect(masked).toMatchObject({ status: "covered", eligible: true });
    expect(masked.insurance).toMatchObject({
      beneficiaryName: "M••• A•••",
      name: "M••• A•••",
      identityNumber: "••••0013",
      className: "C",
      deductibleRate: 0.3,
      maxLimit: 100,
      insuranceCompanyID: 1,
    });
    for (const field of ["policyNumber", "beneficiaryNumber"] as const) expect(masked.insurance![field]).toMatch(/^••••[^•]{4}$/);
    expect(masked.insurance!.policyHolder).toMatch(/^(\S•••)( \S•••)*$/);
    expect(JSON.stringify(masked)).not.toMatch(/Mona|Harbi|1000000013|POL-/);

    const full = insuranceOf(await lookup(id, { token: owner.token }));
    expect(full.insurance).toMatchObject({ beneficiaryName: "Mona Al-Harbi", name: "Mona Al-Harbi", identityNumber: id });
    expect(full.insurance!.policyNumber).toMatch(/^POL-/);
    expect(full.insurance!.policyNumber.slice(-4)).toBe(masked.insurance!.policyNumber.slice(-4));
  });

  it("answers in full the account that keeps the person as a family member", async () => {
    const id = "2000000020";
    const parent = await fixture.newUser("parent");
    await memberOf(parent, id);
    expect(insuranceOf(await lookup(id, { token: parent.token })).insurance).toMatchObject({ beneficiaryName: "Omar Al-Harbi", identityNumber: id });
    const other = await fixture.newUser("other");
    expect(insuranceOf(await lookup(id, { token: other.token })).insurance).toMatchObject({ beneficiaryName: "O••• A•••", identityNumber: "••••0020" });
  });

  it("asks a guest to confirm its mobile first, then answers masked", async () => {
    const anonymous = await lookup("1000000033", { lang: "ar" });
    expect(anonymous.status).toBe(422);
    expect(anonymous.body.errors?.reservation_id).toEqual(["أكّد رقم جوالك بالرمز الذي نرسله إليه، أو سجّل الدخول، قبل التحقق من تأمينك"]);
    const unconfirmed = fixture.reservationOf(await fixture.hold((await fixture.slotsOf(21)).data[0]!, 21));
    expect((await lookup("1000000033", { reservationId: unconfirmed.id })).status).toBe(422);

    const held = await fixture.verifiedGuestHold(21, freshMobile());
    const answer = insuranceOf(await lookup("1000000033", { reservationId: held.id }));
    expect(answer.insurance).toMatchObject({ identityNumber: "••••0033", className: "C" });
    // Another browser naming the same hold proves nothing.
    expect((await lookup("1000000033", { reservationId: held.id, secret: "not-the-secret" })).status).toBe(422);
  });

  it("counts lookups per account and per confirmed mobile, whatever the address", async () => {
    const who = await fixture.newUser("counted");
    for (let i = 0; i < 20; i += 1) expect((await lookup("1000000043", { token: who.token })).status, `lookup ${i + 1}`).toBe(200);
    const refused = await lookup("1000000043", { token: who.token });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(600);

    const held = await fixture.verifiedGuestHold(22, freshMobile());
    for (let i = 0; i < 20; i += 1) expect((await lookup("1000000053", { reservationId: held.id })).status, `guest lookup ${i + 1}`).toBe(200);
    expect((await lookup("1000000053", { reservationId: held.id })).status).toBe(429);
  });
});

describe("a booking that names a policy", () => {
  function book(who: Patient, reservationId: string, o: { identity: string; name?: string; birthDate?: string; memberId?: number; lang?: string }) {
    return fixture.call<{ message: string; errors?: Record<string, string[]> }>("/api/appointments", {
      method: "POST",
      token: who.token,
      lang: o.lang ?? "en",
      body: {
        reservation_id: reservationId,
        patient: { name: o.name ?? "Test Person", mobile: who.user.mobile, email: "patient@example.com" },
        payment_type: "cash",
        insurance: { identity_number: o.identity, insurance_company_id: 1, ...(o.birthDate ? { date_of_birth: o.birthDate } : {}) },
        ...(o.memberId ? { family_member_id: o.memberId } : {}),
      },
    });
  }
  const notThePatient = (reply: { status: number; body: { errors?: Record<string, string[]> } }, message: string) => {
    expect(reply.status, JSON.stringify(reply.body)).toBe(422);
    expect(reply.body.errors?.["insurance.identity_number"]).toEqual([message]);
  };
  const NOT_PATIENT = "This policy is not the patient's: the insured person's name and date of birth must be those of the person the visit is for";

  it("is not covered on another person's policy, and says why in the patient's language", async () => {
    const id = "1000000060";
    await holderOf(id);
    const stranger = await fixture.newUser("stranger");
    const { reservation } = await fixture.holdFor(stranger, 23);
    notThePatient(await book(stranger, reservation.id, { identity: id, birthDate: "1990-01-01" }), NOT_PATIENT);
    // Knowing the name is not enough; the birth date must be the member's too.
    notThePatient(await book(stranger, reservation.id, { identity: id, name: "Mona Al-Harbi", birthDate: "1990-01-01" }), NOT_PATIENT);
    notThePatient(
      await book(stranger, reservation.id, { identity: id, birthDate: "1990-01-01", lang: "ar" }),
      "هذه الوثيقة ليست للمريض: يجب أن يكون اسم المؤمَّن عليه وتاريخ ميلاده هما اسم وتاريخ ميلاد من تُحجز له الزيارة",
    );
    // Without a birth date anywhere, the form is asked for one.
    const undated = await book(stranger, reservation.id, { identity: id });
    expect(undated.status).toBe(422);
    expect(undated.body.errors?.["insurance.date_of_birth"]).toEqual([
      "Enter the date of birth of the person the visit is for, so the insurer's record can be checked against it",
    ]);
  });

  it("covers the member's own visit: the holder (profile's birth date, the name however spelt) and a family member", async () => {
    const id = "1000000070";
    const memberId = "2000000080";
    const owner = await holderOf(id);
    const member = await memberOf(owner, memberId);
    const own = await fixture.holdFor(owner, 24);
    // The family member's policy is not the holder's own.
    notThePatient(await book(owner, own.reservation.id, { identity: memberId, name: "Mona Al-Harbi", birthDate: BIRTH }), NOT_PATIENT);
    const covered = await book(owner, own.reservation.id, { identity: id, name: "mona alharbi" });
    expect(covered.status, JSON.stringify(covered.body)).toBe(201);
    expect(AppointmentCreatedSchema.parse(covered.body)).toMatchObject({ appointment: { status: "covered", insured: true } });

    const forMember = await book(owner, (await fixture.holdFor(owner, 25)).reservation.id, { identity: memberId, memberId: member.id });
    expect(forMember.status, JSON.stringify(forMember.body)).toBe(201);
    expect(AppointmentCreatedSchema.parse(forMember.body).appointment).toMatchObject({ status: "covered", family_member: { name: "Omar Al-Harbi" } });
  });
});
