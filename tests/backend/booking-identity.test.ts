import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { AppointmentCreatedSchema, AppointmentSchema, type Slot } from "@/lib/contract/booking";
import { BOOKING_LIMITS } from "../../backend/src/booking/rate-limits";
import { bookingAppointments } from "../../backend/src/db/schema";
import { bookingFixture, freshIp, RUN, standardVat } from "./helpers/booking";
import { freshMobile, type Patient } from "./helpers/patients";
import { pressOnCardPage } from "./helpers/sandbox-card";
import { seededDatabasePerFile } from "./helpers/seeded-database";

/**
 * A visit is for a person the caller has proven: a signed-in patient's own account (its mobile and
 * e-mail, whatever the form says), one of their family members, or a mobile that answered the
 * code sent to it. The calls are written out as an attacker signed in to an account of their own
 * would send them; the refusals name nobody else's visit.
 */

const ctx = seededDatabasePerFile();
const { call, slotsOf, hold, reservationOf, secretOf, codeSentTo, newUser, verifiedGuestHold, holdFor, bookFor } = bookingFixture(ctx);
beforeAll(() => standardVat(ctx().database.db));

type Answer = { message?: string; code?: string; appointment_id?: number; appointment_code?: string | null; errors?: Record<string, string[]> };
type Outbox = { data: Array<{ channel: string; to: string; body: string }> };

/** POST /api/appointments with the patient's details as typed, from `ip` (a fresh address unless given). */
function confirm(reservationId: string, details: { name?: string; mobile: string; email?: string }, o: { token?: string; ip?: string; payment?: "cash" | "card" } = {}) {
  const patient = { name: details.name ?? "Huda Saleh", mobile: details.mobile, email: details.email ?? "typed@example.com" };
  return call<Answer>("/api/appointments", {
    method: "POST",
    token: o.token,
    lang: "en",
    body: { reservation_id: reservationId, patient, payment_type: o.payment ?? "cash" },
    headers: { ...secretOf(reservationId), ...(o.ip ? { "x-forwarded-for": o.ip } : freshIp()) },
  });
}

const outboxOf = async (to: string) => (await call<Outbox>(`/api/dev/outbox?to=${encodeURIComponent(to)}`, { token: null })).body.data;
const overlaps = (a: Slot, b: Slot) => Date.parse(a.start) < Date.parse(b.end) && Date.parse(b.start) < Date.parse(a.end);

/** A slot of another doctor overlapping `slot`, with that doctor. */
async function overlappingElsewhere(doctorId: number, slot: Slot): Promise<{ doctorId: number; slot: Slot }> {
  for (let other = 30; other <= 59; other++) {
    if (other === doctorId) continue;
    const reply = await call(`/api/broker/doctors/${other}/slots?days=7&kind=consultation`);
    if (reply.status !== 200) continue;
    const { data } = reply.body as { data: Slot[] };
    const match = data.find((s) => overlaps(s, slot));
    if (match) return { doctorId: other, slot: match };
  }
  throw new Error("no doctor with a free time overlapping the visit");
}

/** A refusal that says nothing of the visit in the way: no id, no code, no time of it. */
function expectNamesNobody(reply: { status: number; body: Answer }, visit: { id: number; code: string; start: string }) {
  expect(reply.status, JSON.stringify(reply.body)).toBe(422);
  expect(Object.keys(reply.body.errors ?? {})).toEqual(["patient.mobile"]);
  const text = JSON.stringify(reply.body);
  for (const secret of [visit.code, String(visit.id), visit.start.slice(0, 16)]) expect(text).not.toContain(secret);
}

describe("a signed-in patient books for a person they have proven", () => {
  it("is refused another patient's mobile without a code, and learns nothing of her visits (already booked, overlap)", async () => {
    const victim = await newUser("victim");
    const { created, slot } = await bookFor(victim, 31);
    const visit = created.appointment;
    const attacker = await newUser("attacker");

    // The same doctor: today's answer was 409 already_booked with her appointment's id and code.
    const sameDoctor = await holdFor(attacker, 31);
    expectNamesNobody(await confirm(sameDoctor.reservation.id, { mobile: victim.user.mobile }, { token: attacker.token }), visit);

    // Another doctor at the same time: today's answer was 409 patient_overlap with her reservation code.
    const other = await overlappingElsewhere(31, slot);
    const elsewhere = reservationOf(await hold(other.slot, other.doctorId, { token: attacker.token }));
    expectNamesNobody(await confirm(elsewhere.id, { mobile: victim.user.mobile }, { token: attacker.token }), visit);

    // Nothing was booked in her name, and she was sent nothing by these tries.
    const rows = await ctx().database.db.select().from(bookingAppointments).where(eq(bookingAppointments.patientMobile, victim.user.mobile));
    expect(rows.map((r) => r.id)).toEqual([visit.id]);
    expect((await outboxOf(victim.user.mobile)).filter((m) => !m.body.includes(visit.code))).toEqual([]);
  });

  it("cannot book a stranger's mobile, which stays free to book that doctor and receives nothing", async () => {
    const attacker = await newUser("blocker");
    const stranger = freshMobile();
    const { reservation } = await holdFor(attacker, 32);
    const refused = await confirm(reservation.id, { mobile: stranger, email: `${stranger}@example.com` }, { token: attacker.token });
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(Object.keys(refused.body.errors ?? {})).toEqual(["patient.mobile"]);
    expect(await outboxOf(stranger)).toEqual([]);
    expect(await outboxOf(`${stranger}@example.com`)).toEqual([]);
    // The stranger books the same doctor as a guest (today: 409, an appointment she could neither see nor cancel).
    const own = await verifiedGuestHold(32, stranger, "follow_up");
    const booked = await confirm(own.id, { mobile: stranger, email: `${stranger}@example.com` });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  });

  it("books the account's own mobile with the account's e-mail, whatever e-mail the form says", async () => {
    const who = await newUser("self");
    const { reservation } = await holdFor(who, 33);
    const reply = await confirm(reservation.id, { mobile: who.user.mobile, email: "someone-else@example.com" }, { token: who.token });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const { appointment } = AppointmentCreatedSchema.parse(reply.body);
    expect(appointment.patient).toMatchObject({ mobile: who.user.mobile, email: who.user.email });
    expect(await outboxOf("someone-else@example.com")).toEqual([]);
    expect((await outboxOf(who.user.email)).some((m) => m.channel === "email" && m.body.includes(appointment.code))).toBe(true);
  });

  it("books another mobile once it answered the code sent to it, on the patient's own hold", async () => {
    const who = await newUser("proxy");
    const mother = freshMobile();
    const { reservation } = await holdFor(who, 34);
    expect((await confirm(reservation.id, { mobile: mother }, { token: who.token })).status).toBe(422);
    const path = `/api/reservations/${reservation.id}/mobile-code`;
    const sent = await call(path, { method: "POST", token: who.token, body: { mobile: mother }, headers: freshIp() });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const verified = await call(`${path}/verify`, { method: "POST", token: who.token, body: { mobile: mother, code: await codeSentTo(mother) } });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    const reply = await confirm(reservation.id, { mobile: mother }, { token: who.token });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const { appointment } = AppointmentCreatedSchema.parse(reply.body);
    expect(appointment.patient).toMatchObject({ mobile: mother, email: who.user.email });
    const mine = await call<{ data: unknown[] }>("/api/appointments", { token: who.token });
    expect(mine.body.data.map((a) => AppointmentSchema.parse(a).id)).toContain(appointment.id);
  });
});

describe("confirmations are rate limited", () => {
  const tryMany = async (n: number, send: () => ReturnType<typeof confirm>) => {
    const replies = [];
    for (let i = 0; i < n; i++) replies.push(await send());
    return replies;
  };

  it("per account: ten in ten minutes, then 429 with Retry-After, whatever the address", async () => {
    const who: Patient = await newUser("prober");
    const { reservation } = await holdFor(who, 35);
    const replies = await tryMany(11, () => confirm(reservation.id, { mobile: freshMobile() }, { token: who.token }));
    expect(replies.slice(0, 10).map((r) => r.status)).toEqual(Array(10).fill(422));
    expect(replies[10]!.status).toBe(429);
    expect(Number(replies[10]!.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("per address: a carrier's address's ceiling in ten minutes, then 429, for guests too", async () => {
    const { data } = await slotsOf(36, "days=7&kind=consultation");
    const guest = reservationOf(await hold(data[0]!, 36));
    const ip = `198.19.${RUN}.77`;
    const ceiling = BOOKING_LIMITS.confirmsPerIp.max;
    const replies = await tryMany(ceiling + 1, () => confirm(guest.id, { mobile: freshMobile() }, { ip }));
    expect(replies.slice(0, ceiling).every((r) => r.status !== 429)).toBe(true);
    expect(replies[ceiling]!.status).toBe(429);
  });
});

describe("names in the hospital's messages", () => {
  it("are refused with markup, a link or digits, and accepted in both scripts with apostrophes and hyphens", async () => {
    const who = await newUser("named");
    const { reservation } = await holdFor(who, 37);
    for (const name of ["<a href=https://evil.example>Win</a>", "Visit evil.example now", "Huda\nCall 0500000000", "Huda 2"]) {
      const reply = await confirm(reservation.id, { name, mobile: who.user.mobile }, { token: who.token });
      expect(reply.status, name).toBe(422);
      expect(Object.keys(reply.body.errors ?? {}), name).toEqual(["patient.name"]);
    }
    const booked = await confirm(reservation.id, { name: "عبد الله O'Brien-Saleh", mobile: who.user.mobile }, { token: who.token });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(AppointmentCreatedSchema.parse(booked.body).appointment.patient.name).toBe("عبد الله O'Brien-Saleh");
  });

  it("carry a stored name as plain text, whatever it once held", async () => {
    const who = await newUser("legacy");
    const { reservation } = await holdFor(who, 38);
    const reply = await confirm(reservation.id, { mobile: who.user.mobile }, { token: who.token, payment: "card" });
    const created = AppointmentCreatedSchema.parse(reply.body);
    // A name kept from before the rule, written behind the API's back.
    await ctx()
      .database.db.update(bookingAppointments)
      .set({ patientName: "<b>Prize</b>\nhttps://evil.example/claim" })
      .where(eq(bookingAppointments.id, created.appointment.id));
    await pressOnCardPage(ctx(), String(created.payment.payment_id), "approve");
    const sent = (await outboxOf(who.user.mobile)).filter((m) => m.body.includes(created.appointment.code));
    expect(sent.length).toBeGreaterThan(0);
    for (const message of sent) expect(message.body).not.toMatch(/[<>]|https?:|evil\.example|\n/);
  });
});
