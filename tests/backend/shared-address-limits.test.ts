import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { BOOKING_LIMITS } from "../../backend/src/booking/rate-limits";
import { OFFER_BOOKING_LIMITS } from "../../backend/src/offers/rate-limits";
import type { Slot } from "@/lib/contract/booking";
import { bookingFixture, freshIp, RUN } from "./helpers/booking";
import { freshMobile } from "./helpers/patients";
import { seededDatabasePerFile } from "./helpers/seeded-database";

/**
 * Mobile carriers put many patients behind one public address (carrier-grade NAT). The limits that
 * stop abuse count what one visitor owns (the browser's hold key, the account, the mobile) and
 * keep the address's ceiling several patients high: two visitors behind one address each get their
 * own allowance, and one visitor past its own is refused (docs/security.md).
 */
const ctx = seededDatabasePerFile();
const { slotsOf, reservationOf, sendCode, newUser } = bookingFixture(ctx);
const call = <T = unknown>(path: string, o: Parameters<ReturnType<typeof ctx>["client"]["call"]>[1] = {}) => ctx().client.call<T>(path, o);

let sharedN = 0;
/** One carrier address per test, shared by its visitors. */
const carrierAddress = () => `100.64.${RUN}.${++sharedN}`;

/** Free times to hold, drawn from several doctors so that no two holds ask for one time. */
async function freeTimes(count: number, firstDoctor: number): Promise<Array<{ slot: Slot; doctorId: number }>> {
  const out: Array<{ slot: Slot; doctorId: number }> = [];
  for (let doctorId = firstDoctor; out.length < count; doctorId++) {
    // One kind: its times never overlap one another.
    const { data } = await slotsOf(doctorId, "days=7&kind=consultation");
    out.push(...data.map((slot) => ({ slot, doctorId })));
  }
  return out.slice(0, count);
}

const holdAs = (time: { slot: Slot; doctorId: number }, headers: Record<string, string>, token?: string) =>
  call<{ data: unknown }>("/api/reservations", {
    method: "POST",
    body: { doctor_id: time.doctorId, branch_id: time.slot.branch_id, kind: time.slot.kind, start: time.slot.start },
    headers,
    ...(token ? { token } : {}),
  });

describe("limits behind one shared address", () => {
  it("guest holds: two browsers behind one address each hold their allowance; one browser past it is refused", async () => {
    const max = BOOKING_LIMITS.holdsPerVisitor.max;
    const times = await freeTimes(2 * max + 2, 20);
    const address = carrierAddress();
    const [a, b] = [randomUUID(), randomUUID()];
    for (let i = 0; i < max; i++) {
      expect((await holdAs(times[2 * i]!, { "x-forwarded-for": address, "x-hold-visitor": a })).status, `A's hold ${i + 1}`).toBe(201);
      expect((await holdAs(times[2 * i + 1]!, { "x-forwarded-for": address, "x-hold-visitor": b })).status, `B's hold ${i + 1}`).toBe(201);
    }
    const over = await holdAs(times[2 * max]!, { "x-forwarded-for": address, "x-hold-visitor": a });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    // A third patient on the same address, signed in, holds as their account.
    const patient = await newUser("carrier");
    expect((await holdAs(times[2 * max + 1]!, { "x-forwarded-for": address }, patient.token)).status).toBe(201);
  });

  it("guest holds: the address's ceiling is many browsers' worth, and it still ends", async () => {
    const ceiling = BOOKING_LIMITS.holdsPerIp.max;
    const perVisitor = BOOKING_LIMITS.holdsPerVisitor.max;
    expect(ceiling).toBeGreaterThanOrEqual(10 * perVisitor);
    const times = await freeTimes(ceiling + 1, 40);
    const address = carrierAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= ceiling; i++) {
      const visitor = `visitor-${RUN}-${Math.floor(i / perVisitor)}-${sharedN}-shared`;
      statuses.push((await holdAs(times[i]!, { "x-forwarded-for": address, "x-hold-visitor": visitor })).status);
    }
    expect(statuses.slice(0, ceiling).every((status) => status === 201)).toBe(true);
    expect(statuses[ceiling]).toBe(429);
  });

  it("mobile codes: two guests behind one address each get their mobile's codes; a mobile past its own is refused", async () => {
    const perMobile = BOOKING_LIMITS.codesPerMobile.max;
    const times = await freeTimes(2, 90);
    const address = carrierAddress();
    const [first, second] = [freshMobile(), freshMobile()];
    const holdA = reservationOf(await holdAs(times[0]!, { ...freshIp(), "x-hold-visitor": randomUUID() }));
    const holdB = reservationOf(await holdAs(times[1]!, { ...freshIp(), "x-hold-visitor": randomUUID() }));
    for (let i = 0; i < perMobile; i++) {
      expect((await sendCode(holdA.id, first, { "x-forwarded-for": address })).status, `first's code ${i + 1}`).toBe(200);
      expect((await sendCode(holdB.id, second, { "x-forwarded-for": address })).status, `second's code ${i + 1}`).toBe(200);
    }
    expect((await sendCode(holdA.id, first, { "x-forwarded-for": address })).status).toBe(429);
  });

  it("keeps every address ceiling above what one visitor may do, several times over", () => {
    expect(BOOKING_LIMITS.codesPerIp.max).toBeGreaterThanOrEqual(10 * BOOKING_LIMITS.codesPerMobile.max);
    expect(BOOKING_LIMITS.confirmsPerIp.max).toBeGreaterThanOrEqual(10 * BOOKING_LIMITS.confirmsPerUser.max);
    expect(OFFER_BOOKING_LIMITS.perIp.max).toBeGreaterThanOrEqual(10 * OFFER_BOOKING_LIMITS.perMobile.max);
  });
});
