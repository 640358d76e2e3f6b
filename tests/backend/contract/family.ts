import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { isPatientOverlap } from "../../../backend/src/booking/patient-overlap";
import { bookingReservations, familyMembers } from "../../../backend/src/db/schema";
import { FAMILY_WRITE_LIMIT } from "../../../backend/src/profile/rate-limits";
import { AccountExportSchema } from "@/lib/contract/accounts";
import { AppointmentCreatedSchema, AppointmentSchema, DoctorSlotsSchema, PATIENT_OVERLAP_CODE, type Slot } from "@/lib/contract/booking";
import {
  FAMILY_LIMIT_CODE,
  FAMILY_MEMBER_BOOKED_CODE,
  FAMILY_MEMBERS_MAX,
  FamilyMemberResponseSchema,
  FamilyMembersResponseSchema,
  type FamilyMemberRequest,
} from "@/lib/contract/family";
import { bookingFixture, freshIp, patient } from "../helpers/booking";
import { expectUnauthenticated, expectValidationError, parse } from "../helpers/expect";
import { lastCodeSentTo } from "../helpers/outbox";
import type { Patient } from "../helpers/patients";
import type { GetContext } from "./context";

/**
 * Booking for family: a signed-in patient keeps family members in the profile (their own alone:
 * another account's member is 404) and books for them; one person (the holder, or each member)
 * is never booked twice at once, but a parent and their child may be.
 */

type Chosen = { doctorId: number; slot: Slot };
type Conflict = { message?: string; code?: string; appointment_code?: string | null };

const ms = (iso: string) => Date.parse(iso);
const overlaps = (a: Slot, b: Slot) => ms(a.start) < ms(b.end) && ms(b.start) < ms(a.end);

export const CHILD: FamilyMemberRequest = {
  full_name: "Salma Omar",
  relation: "child",
  date_of_birth: "2016-04-09",
  gender: "female",
  national_id: "1098765432",
  mobile: null,
};

export function familyContract(ctx: GetContext) {
  const { call, hold, reservationOf, newUser } = bookingFixture(ctx);
  /** Doctors a test used (from the end of the list: the overlap suite takes them from the start). */
  const used = new Set<number>();

  async function freeSlots(doctorId: number): Promise<Slot[]> {
    const reply = await call(`/api/broker/doctors/${doctorId}/slots?days=7&kind=consultation`);
    if (reply.status !== 200) return [];
    return DoctorSlotsSchema.parse(reply.body).data.filter((s) => ms(s.start) - Date.now() > 6 * 3_600_000);
  }

  /** Two unused doctors at different branches with free times that overlap. */
  async function overlappingTimes(): Promise<{ a: Chosen; b: Chosen; aSlots: Slot[] }> {
    const doctors: Array<{ doctorId: number; slots: Slot[] }> = [];
    for (let doctorId = 60; doctorId >= 1; doctorId--) {
      if (used.has(doctorId)) continue;
      const slots = await freeSlots(doctorId);
      if (slots.length > 0) doctors.push({ doctorId, slots });
      for (const x of doctors) {
        for (const y of doctors) {
          if (x === y) continue;
          for (const a of x.slots) {
            const b = y.slots.find((s) => s.branch_id !== a.branch_id && overlaps(a, s));
            if (!b) continue;
            used.add(x.doctorId).add(y.doctorId);
            return { a: { doctorId: x.doctorId, slot: a }, b: { doctorId: y.doctorId, slot: b }, aSlots: x.slots };
          }
        }
      }
    }
    throw new Error("no two doctors of different branches with overlapping free times");
  }

  const add = (who: Patient, member: FamilyMemberRequest = CHILD, lang = "en") =>
    call("/api/profile/family", { method: "POST", token: who.token, body: member, lang });

  async function addMember(who: Patient, member: FamilyMemberRequest = CHILD) {
    const reply = await add(who, member);
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    return FamilyMemberResponseSchema.parse(reply.body).data;
  }

  const list = async (who: Patient) => parse(FamilyMembersResponseSchema, await call("/api/profile/family", { token: who.token }));

  /** A hold for `memberId` (or the holder) on `pick`, then its confirmation. */
  async function bookFor(who: Patient, pick: Chosen, memberId?: number) {
    const held = await hold(pick.slot, pick.doctorId, { token: who.token });
    return held.status === 201 ? confirm(who, reservationOf(held).id, memberId) : held;
  }

  function holdFor(who: Patient, pick: Chosen, memberId?: number) {
    return call("/api/reservations", {
      method: "POST",
      token: who.token,
      lang: "en",
      headers: freshIp(),
      body: { doctor_id: pick.doctorId, branch_id: pick.slot.branch_id, kind: pick.slot.kind, start: pick.slot.start, family_member_id: memberId },
    });
  }

  const confirm = (who: Patient, reservationId: string, memberId?: number) =>
    call("/api/appointments", {
      method: "POST",
      token: who.token,
      lang: "en",
      headers: freshIp(),
      body: { reservation_id: reservationId, patient: patient(who.user.mobile), payment_type: "cash", ...(memberId ? { family_member_id: memberId } : {}) },
    });

  const appointmentOf = (reply: { status: number; body: unknown }) => {
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    return AppointmentCreatedSchema.parse(reply.body).appointment;
  };

  const expectOverlap = (reply: { status: number; body: unknown }, appointmentCode: string) => {
    expect(reply.status, JSON.stringify(reply.body)).toBe(409);
    expect((reply.body as Conflict).code).toBe(PATIENT_OVERLAP_CODE);
    expect((reply.body as Conflict).appointment_code).toBe(appointmentCode);
  };

  describe("family members in the profile", () => {
    it("adds, lists, edits and removes a member; the answers are private and in the caller's language", async () => {
      const who = await newUser("family");
      expect(await list(who)).toEqual({ data: [], meta: { max: FAMILY_MEMBERS_MAX } });
      const added = await add(who, { ...CHILD, national_id: "١٠٩٨٧٦٥٤٣٢" }, "ar");
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      expect(added.headers.get("cache-control")).toBe("private, no-store");
      const member = FamilyMemberResponseSchema.parse(added.body);
      expect(member.message).toBe("أُضيف فرد العائلة");
      // Arabic-Indic digits are folded, as the profile's fields do.
      expect(member.data).toMatchObject({ full_name: "Salma Omar", relation: "child", national_id: "1098765432", mobile: null });

      const parent = await addMember(who, { full_name: "فاطمة علي", relation: "parent", date_of_birth: "1958-01-30", gender: "female", mobile: "0551234567" });
      expect((await list(who)).data.map((m) => m.full_name)).toEqual(["Salma Omar", "فاطمة علي"]);

      const edited = await call(`/api/profile/family/${parent.id}`, {
        method: "PUT",
        token: who.token,
        lang: "en",
        body: { full_name: "Fatima Ali", relation: "parent", date_of_birth: "1958-01-30", gender: "female", national_id: "2123456789", mobile: "" },
      });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      expect(FamilyMemberResponseSchema.parse(edited.body)).toMatchObject({
        message: "Family member updated",
        data: { id: parent.id, full_name: "Fatima Ali", national_id: "2123456789", mobile: null },
      });

      const removed = await call(`/api/profile/family/${member.data.id}`, { method: "DELETE", token: who.token, lang: "en" });
      expect(removed.status, JSON.stringify(removed.body)).toBe(200);
      expect(removed.body).toEqual({ message: "Family member removed" });
      expect((await list(who)).data.map((m) => m.id)).toEqual([parent.id]);
      expect((await call(`/api/profile/family/${member.data.id}`, { method: "DELETE", token: who.token })).status).toBe(404);
    });

    it("refuses malformed members with a 422 naming each field", async () => {
      const who = await newUser("family-invalid");
      const cases: Array<[Partial<FamilyMemberRequest> & Record<string, unknown>, string]> = [
        [{ full_name: "S1" }, "full_name"],
        [{ full_name: "Salma <b>" }, "full_name"],
        [{ relation: "cousin" as never }, "relation"],
        [{ date_of_birth: "2999-01-01" }, "date_of_birth"],
        [{ date_of_birth: "2016-02-30" }, "date_of_birth"],
        [{ gender: "x" as never }, "gender"],
        [{ national_id: "3098765432" }, "national_id"],
        [{ national_id: "10987" }, "national_id"],
        [{ mobile: "0751234567" }, "mobile"],
      ];
      for (const [change, field] of cases) expectValidationError(await add(who, { ...CHILD, ...change }), field);
      expectValidationError(await call("/api/profile/family/1", { method: "PUT", token: who.token, body: {} }), "full_name");
      expectValidationError(await call("/api/profile/family/abc", { method: "DELETE", token: who.token }), "id");
      expect((await list(who)).data).toEqual([]);
    });

    it("is the signed-in patient's alone: another account's member is 404 to read, edit, remove or book for", async () => {
      const owner = await newUser("family-owner");
      const other = await newUser("family-other");
      const member = await addMember(owner);
      expect((await list(other)).data).toEqual([]);
      const put = await call(`/api/profile/family/${member.id}`, { method: "PUT", token: other.token, body: { ...CHILD, full_name: "Taken Over" } });
      expect(put.status).toBe(404);
      expect((await call(`/api/profile/family/${member.id}`, { method: "DELETE", token: other.token })).status).toBe(404);
      expect((await list(owner)).data).toEqual([member]);
      // No token of a patient: 401, and a client token cannot name a member either.
      const clientCall = await call("/api/profile/family");
      expectUnauthenticated(clientCall);
      // A valid app token on a patient's route: no challenge, so the site does not renew its token for nothing.
      expect(clientCall.headers.get("www-authenticate")).toBeNull();
      const forgotten = await call("/api/profile/family", { token: "a-token-nobody-issued" });
      expectUnauthenticated(forgotten);
      expect(forgotten.headers.get("www-authenticate")).toBe('Bearer error="invalid_token"');
      expectUnauthenticated(await call("/api/profile/family", { method: "POST", body: CHILD }));
      const { a } = await overlappingTimes();
      expectValidationError(await holdFor(other, a, member.id), "family_member_id");
      const guest = await call("/api/reservations", {
        method: "POST",
        headers: freshIp(),
        body: { doctor_id: a.doctorId, branch_id: a.slot.branch_id, kind: a.slot.kind, start: a.slot.start, family_member_id: member.id },
      });
      expectValidationError(guest, "family_member_id");
      // Another's hold is still theirs to confirm only for their own people.
      const held = reservationOf(await hold(a.slot, a.doctorId, { token: other.token }));
      expectValidationError(await confirm(other, held.id, member.id), "family_member_id");
    });

    it(`keeps at most ${FAMILY_MEMBERS_MAX} members, refusing the next with code ${FAMILY_LIMIT_CODE}`, async () => {
      const who = await newUser("family-cap");
      for (let i = 0; i < FAMILY_MEMBERS_MAX; i++) await addMember(who, { ...CHILD, national_id: null });
      const refused = await add(who);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: FAMILY_LIMIT_CODE, message: `You can keep up to ${FAMILY_MEMBERS_MAX} family members; remove one to add another` });
      expect((await list(who)).data).toHaveLength(FAMILY_MEMBERS_MAX);
    });

    it(`counts every change, a malformed one too, against the account's ${FAMILY_WRITE_LIMIT.max} a minute; reading goes on`, async () => {
      const who = await newUser("family-writes");
      const member = await addMember(who);
      const edit = (body: unknown) => call(`/api/profile/family/${member.id}`, { method: "PUT", token: who.token, body });
      for (let change = 2; change < FAMILY_WRITE_LIMIT.max; change++) expect((await edit(CHILD)).status).toBe(200);
      expectValidationError(await edit({}), "full_name");
      const refused = await edit(CHILD);
      expect(refused.status, JSON.stringify(refused.body)).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await list(who)).data).toHaveLength(1);
    });
  });

  describe("booking for a family member", () => {
    it("books for a member: the appointment carries their name and relation, and My appointments shows it", async () => {
      const who = await newUser("family-book");
      const member = await addMember(who);
      const { a } = await overlappingTimes();
      const held = reservationOf(await holdFor(who, a, member.id));
      const appointment = appointmentOf(await confirm(who, held.id, member.id));
      expect(appointment.family_member).toEqual({ id: member.id, name: "Salma Omar", relation: "child" });
      expect(appointment.patient).toMatchObject({ name: "Salma Omar", mobile: who.user.mobile });
      const upcoming = await call<{ data: unknown[] }>("/api/appointments?tab=upcoming", { token: who.token });
      const mine = upcoming.body.data.map((x) => AppointmentSchema.parse(x)).find((x) => x.id === appointment.id);
      expect(mine?.family_member).toEqual({ id: member.id, name: "Salma Omar", relation: "child" });
    });

    it("lets a parent and their child be booked at the same time, but never the same child twice at once", async () => {
      const { a, b } = await overlappingTimes();
      const who = await newUser("family-overlap");
      const child = await addMember(who);
      const own = appointmentOf(await bookFor(who, a));
      expect(own.family_member).toBeNull();
      // The child at the same time as the parent, at another doctor: allowed.
      const childHold = reservationOf(await holdFor(who, b, child.id));
      const childVisit = appointmentOf(await confirm(who, childHold.id, child.id));
      expect(childVisit.family_member?.id).toBe(child.id);

      // The same child again at an overlapping time: refused at the hold, naming the child's visit.
      const next = await overlappingTimes();
      const first = appointmentOf(await bookFor(who, next.a, child.id));
      expectOverlap(await holdFor(who, next.b, child.id), first.code);
      // And at the confirmation of a hold taken for the holder (the database decides it).
      const bare = reservationOf(await hold(next.b.slot, next.b.doctorId, { token: who.token }));
      expectOverlap(await confirm(who, bare.id, child.id), first.code);
    });

    it("takes a hold that names nobody for a patient with family, and decides at the confirmation whom it is for", async () => {
      const { a, b } = await overlappingTimes();
      const who = await newUser("family-undecided");
      const own = appointmentOf(await bookFor(who, a));
      // Before any member, the patient's own overlap is refused at the hold.
      expectOverlap(await holdFor(who, b), own.code);
      const child = await addMember(who);
      // With a member, the same time can be held (the site asks "for whom" after the time)...
      const held = reservationOf(await holdFor(who, b));
      // ...but not booked for the patient, only for the child.
      expectOverlap(await confirm(who, held.id), own.code);
      expect(appointmentOf(await confirm(who, held.id, child.id)).family_member?.id).toBe(child.id);
    });

    it("is the database's rule per person: one member's two overlapping times are refused, the holder's and a member's are not", async () => {
      const { a, b } = await overlappingTimes();
      const who = await newUser("family-db");
      const child = await addMember(who);
      const visit = appointmentOf(await bookFor(who, a, child.id));
      const bare = reservationOf(await hold(b.slot, b.doctorId));
      const { db } = ctx().database;
      const take = (keys: { patientFamilyMemberId: number | null }) =>
        db.update(bookingReservations).set({ status: "booked", expiresAt: null, patientUserId: who.user.id, ...keys }).where(eq(bookingReservations.id, bare.id));
      await expect(take({ patientFamilyMemberId: child.id })).rejects.toSatisfy(isPatientOverlap);
      await take({ patientFamilyMemberId: null });
      const [row] = await db.select().from(bookingReservations).where(eq(bookingReservations.id, bare.id));
      expect(row).toMatchObject({ status: "booked", patientFamilyMemberId: null });
      expect(visit.code).toMatch(/\S/);
    });

    it("moves a member's visit as theirs: onto a time of the parent's own visit, which is no obstacle for the child", async () => {
      const { a, b, aSlots } = await overlappingTimes();
      const who = await newUser("family-move");
      const child = await addMember(who);
      appointmentOf(await bookFor(who, b));
      const elsewhere = aSlots.find((s) => s.branch_id === a.slot.branch_id && !overlaps(s, b.slot));
      expect(elsewhere, "another free time of the first doctor").toBeDefined();
      const visit = appointmentOf(await bookFor(who, { doctorId: a.doctorId, slot: elsewhere! }, child.id));
      // The new time overlaps the parent's visit: the hold for this appointment is the child's.
      const held = reservationOf(await hold(a.slot, a.doctorId, { token: who.token, appointmentId: visit.id }));
      const moved = await call<{ data?: unknown }>(`/api/appointments/${visit.id}/reschedule`, { method: "POST", token: who.token, body: { reservation_id: held.id } });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      const after = AppointmentSchema.parse(moved.body.data);
      expect(after.family_member?.id).toBe(child.id);
      expect(ms(after.start)).toBe(ms(a.slot.start));
      const [row] = await ctx().database.db.select().from(bookingReservations).where(eq(bookingReservations.id, held.id));
      expect(row).toMatchObject({ status: "booked", patientFamilyMemberId: child.id, patientUserId: who.user.id, patientMobile: null });
    });

    it(`refuses to remove a member with an upcoming visit (code ${FAMILY_MEMBER_BOOKED_CODE}); once cancelled they go, and the visit keeps their name`, async () => {
      const { a } = await overlappingTimes();
      const who = await newUser("family-remove");
      const child = await addMember(who);
      const visit = appointmentOf(await bookFor(who, a, child.id));
      const refused = await call(`/api/profile/family/${child.id}`, { method: "DELETE", token: who.token, lang: "en" });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: FAMILY_MEMBER_BOOKED_CODE, message: "Salma Omar has an upcoming appointment; cancel it before removing them" });
      const cancelled = await call(`/api/appointments/${visit.id}/cancel`, { method: "POST", token: who.token });
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      expect((await call(`/api/profile/family/${child.id}`, { method: "DELETE", token: who.token })).status).toBe(200);
      const gone = await call<{ data: unknown[] }>("/api/appointments?tab=cancelled", { token: who.token });
      const kept = gone.body.data.map((x) => AppointmentSchema.parse(x)).find((x) => x.id === visit.id);
      expect(kept?.family_member).toEqual({ id: null, name: "Salma Omar", relation: "child" });
    });
  });

  describe("PDPL: family members go with the account", () => {
    it("exports the members and whom each visit was for; deleting the account deletes the members", async () => {
      const who = await newUser("family-pdpl");
      const child = await addMember(who);
      const parent = await addMember(who, { full_name: "Fatima Ali", relation: "parent", date_of_birth: "1958-01-30", gender: "female", mobile: "0551234567" });
      const { a, b } = await overlappingTimes();
      appointmentOf(await bookFor(who, a, child.id));
      appointmentOf(await bookFor(who, b));

      const exported = AccountExportSchema.parse((await call("/api/profile/export", { token: who.token })).body);
      expect(exported.family_members).toEqual([child, parent]);
      expect(exported.appointments.map((x) => [x.patient_name, x.patient_relation]).sort()).toEqual(
        [["Huda Saleh", null], ["Salma Omar", "child"]].sort(),
      );

      const headers = freshIp();
      expect((await call("/api/profile/delete-code", { method: "POST", token: who.token, headers })).status).toBe(200);
      const code = await lastCodeSentTo(ctx().client, who.user.mobile);
      const deleted = await call("/api/profile", { method: "DELETE", token: who.token, body: { code }, headers });
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
      const { db } = ctx().database;
      expect(await db.select().from(familyMembers).where(eq(familyMembers.ownerUserId, who.user.id))).toEqual([]);
      const times = await db.select().from(bookingReservations).where(eq(bookingReservations.userId, who.user.id));
      expect(times.every((r) => r.patientFamilyMemberId === null)).toBe(true);
    });
  });
}
