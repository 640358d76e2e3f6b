import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookingReservations } from "../../backend/src/db/schema";
import { bookingFixture, freshIp, patient, RUN } from "./helpers/booking";
import { freshMobile } from "./helpers/patients";
import { seededDatabasePerFile } from "./helpers/seeded-database";

/**
 * A hold belongs to whoever made it: the signed-in patient, or for a guest the browser holding
 * the secret that came with it. Everyone else, knowing only the hold's id (it travels in URLs and
 * screenshots), gets 404 from every call that uses the hold, as for an unknown id. The calls here
 * are written out in full, as an attacker would send them.
 */

const ctx = seededDatabasePerFile();
const { call, slotsOf, hold, newUser } = bookingFixture(ctx);

type Created = { data: { id: string; hold_secret?: string | null } };

/** A new hold on the doctor's first free consultation, as created (the secret, if any, in `hold_secret`). */
async function newHold(doctorId: number, token?: string) {
  const { data } = await slotsOf(doctorId, "days=7&kind=consultation");
  const reply = await hold(data[0]!, doctorId, token ? { token } : {});
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return (reply.body as Created).data;
}

const withSecret = (secret: string | null | undefined): Record<string, string> => (secret ? { "x-hold-secret": secret } : {});

const sendCode = (id: string, mobile: string, o: { token?: string; secret?: string | null } = {}) =>
  call<{ message?: string }>(`/api/reservations/${id}/mobile-code`, {
    method: "POST",
    token: o.token,
    body: { mobile },
    headers: { ...freshIp(), ...withSecret(o.secret) },
  });

const verify = (id: string, mobile: string, code: string, o: { token?: string; secret?: string | null } = {}) =>
  call<{ message?: string }>(`/api/reservations/${id}/mobile-code/verify`, { method: "POST", token: o.token, body: { mobile, code }, headers: withSecret(o.secret) });

const confirm = (id: string, mobile: string, o: { token?: string; secret?: string | null; key?: string } = {}) =>
  call<{ message?: string; appointment?: { id: number; code: string } }>("/api/appointments", {
    method: "POST",
    token: o.token,
    body: { reservation_id: id, patient: patient(mobile), payment_type: "cash" },
    headers: { ...withSecret(o.secret), ...(o.key ? { "idempotency-key": o.key } : {}) },
  });

/** The newest code the outbox holds for `mobile`, or null when none was sent. */
async function codeSentTo(mobile: string): Promise<string | null> {
  const outbox = await call<{ data: Array<{ body: string }> }>(`/api/dev/outbox?to=${mobile}`, { token: null });
  const newest = outbox.body.data[0];
  return newest ? /(\d{4})$/.exec(newest.body)![1]! : null;
}

describe("a guest's hold", () => {
  it("comes with a secret once; the database keeps only its hash", async () => {
    const created = await newHold(20);
    expect(created.hold_secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await ctx().database.db.select().from(bookingReservations).where(eq(bookingReservations.id, created.id));
    expect(row!.secretHash).toBe(createHash("sha256").update(created.hold_secret!).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(created.hold_secret!);
  });

  it("is 404 without its secret, with a wrong one and for another signed-in patient; its browser books it", async () => {
    const guest = await newHold(21);
    const intruder = await newUser("intruder");
    const strangers = [
      { who: "a guest without the secret", secret: null },
      { who: "a guest with a wrong secret", secret: "x".repeat(43) },
      { who: "another guest's secret", secret: (await newHold(22)).hold_secret },
      { who: "a signed-in patient", token: intruder.token, secret: null },
    ];
    for (const s of strangers) {
      const attackerMobile = freshMobile();
      const sent = await sendCode(guest.id, attackerMobile, s);
      expect(sent.status, `${s.who}: send code`).toBe(404);
      expect(sent.body).toEqual({ message: "Not found" });
      expect((await verify(guest.id, attackerMobile, "1234", s)).status, `${s.who}: verify`).toBe(404);
      expect((await confirm(guest.id, attackerMobile, s)).status, `${s.who}: confirm`).toBe(404);
      // No SMS went out in the hold's name.
      expect(await codeSentTo(attackerMobile)).toBeNull();
    }
    // The signed-in patient's own mobile would need no code: still 404 for them.
    expect((await confirm(guest.id, intruder.user.mobile, { token: intruder.token })).status).toBe(404);

    // The browser that holds the secret sends, verifies and books.
    const mobile = freshMobile();
    const own = { secret: guest.hold_secret };
    expect((await sendCode(guest.id, mobile, own)).status).toBe(200);
    const code = (await codeSentTo(mobile))!;
    expect((await verify(guest.id, mobile, code, own)).status).toBe(200);
    const booked = await confirm(guest.id, mobile, { ...own, key: `own-${guest.id}` });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    // A replay of the booking's key without the secret never reads the stored answer.
    const replay = await confirm(guest.id, mobile, { key: `own-${guest.id}` });
    expect(replay.status).not.toBe(201);
    expect(JSON.stringify(replay.body)).not.toContain(mobile);
  });

  it("refuses an oversized secret header with 422, not 5xx", async () => {
    const guest = await newHold(23);
    const reply = await confirm(guest.id, freshMobile(), { secret: "x".repeat(5000) });
    expect(reply.status).toBe(422);
    expect(JSON.stringify(reply.body)).toContain("X-Hold-Secret header may not be longer than 128");
  });
});

describe("a signed-in patient's hold", () => {
  it("has no secret and is 404 for another patient and for any guest; its owner books it", async () => {
    const owner = await newUser("owner");
    const other = await newUser("other");
    const held = await newHold(24, owner.token);
    const guestSecret = (await newHold(25)).hold_secret;
    for (const s of [
      { who: "another patient", token: other.token, mobile: other.user.mobile },
      { who: "a guest", secret: null, mobile: freshMobile() },
      { who: "a guest with a guest secret", secret: guestSecret, mobile: freshMobile() },
    ]) {
      expect((await sendCode(held.id, s.mobile, s)).status, `${s.who}: send code`).toBe(404);
      expect((await verify(held.id, s.mobile, "1234", s)).status, `${s.who}: verify`).toBe(404);
      expect((await confirm(held.id, s.mobile, s)).status, `${s.who}: confirm`).toBe(404);
    }
    const booked = await confirm(held.id, owner.user.mobile, { token: owner.token });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(held.hold_secret).toBeNull();
  });

  it("cannot be taken over by another patient's reschedule", async () => {
    const owner = await newUser("mover");
    const other = await newUser("thief");
    const mine = await newHold(26, other.token);
    const booked = await confirm(mine.id, other.user.mobile, { token: other.token });
    expect(booked.status).toBe(201);
    const appointment = booked.body.appointment!;
    const ownersHold = await newHold(26, owner.token);
    const moved = await call(`/api/appointments/${appointment.id}/reschedule`, {
      method: "POST",
      token: other.token,
      body: { reservation_id: ownersHold.id },
    });
    expect(moved.status).toBe(404);
  });
});

describe("the hold limit", () => {
  it("says in minutes, in the patient's language, when holding may start again", async () => {
    const { data } = await slotsOf(27, "days=7&kind=consultation");
    // One browser (its hold key): the limit a visitor meets first (docs/security.md).
    const ip = { "x-forwarded-for": `10.${RUN}.250.7`, "x-hold-visitor": `hold-limit-${RUN}-${Date.now()}` };
    const ask = (lang: string) =>
      call<{ message?: string; retry_after?: number }>("/api/reservations", {
        method: "POST",
        lang,
        body: { doctor_id: 27, branch_id: data[0]!.branch_id, kind: "consultation", start: "2020-01-01T09:00:00+03:00" },
        headers: ip,
      });
    // Every attempt counts, a refused time included: ten in ten minutes, then the limit.
    for (let i = 0; i < 10; i++) expect((await ask("en")).status).not.toBe(429);
    const en = await ask("en");
    expect(en.status).toBe(429);
    const minutes = Math.ceil((en.body.retry_after ?? 0) / 60);
    expect(minutes).toBeGreaterThanOrEqual(10);
    expect(en.body.message).toBe(`Too many booking requests in a short time. Try again in ${minutes} minutes.`);
    // The refused ask counts too, and may fall in the next tenth of the window: its own wait is read.
    const ar = await ask("ar");
    const arMinutes = Math.ceil((ar.body.retry_after ?? 0) / 60);
    expect(arMinutes).toBeGreaterThanOrEqual(minutes);
    expect(ar.body.message).toMatch(new RegExp(`^طلبات حجز كثيرة في وقت قصير\\. حاول مرة أخرى بعد ${arMinutes} (دقيقة|دقائق)\\.$`));
  });
});
