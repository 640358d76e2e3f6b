import { describe, expect, it } from "vitest";
import { OfferBookingResponseSchema, OfferMobileProofSchema } from "@/lib/contract/offer-bookings";
import { sealed } from "../../backend/src/auth/sealed";
import { bookingFixture, freshIp } from "./helpers/booking";
import { TEST_CONFIG } from "./helpers/client";
import { lastCodeSentTo } from "./helpers/outbox";
import { freshMobile } from "./helpers/patients";
import { seededDatabasePerFile } from "./helpers/seeded-database";

/**
 * Codes that prove a guest's mobile (a doctor's hold, an offer) are 4 digits, so what bounds
 * guessing one is the mobile's budget of wrong codes, shared with every other code sent to it:
 * 6 in any 30 days, whatever the codes, holds, offers or addresses. Before it, 3 codes in 10
 * minutes with 5 tries each gave about 19 % a day. And an offer is booked, and texted, only for a
 * mobile its booker proved.
 */

const ctx = seededDatabasePerFile();
const { call, slotsOf, hold, reservationOf, sendCode, verifyCode, codeSentTo, book, newUser } = bookingFixture(ctx);

type Answer = { message?: string; errors?: Record<string, string[]>; retry_after?: number };
type OfferItem = { slug_en: string; business_unit_id: number };

async function anOffer() {
  const list = await call<{ data: OfferItem[] }>("/api/offers?limit=1");
  const offer = list.body.data[0]!;
  const branches = await call<{ data: Array<{ id: number; business_unit_id: number }> }>("/api/broker/branches");
  return { slug: offer.slug_en, branchId: branches.body.data.find((b) => b.business_unit_id === offer.business_unit_id)!.id };
}

const offerCall = (slug: string, path: string, body: unknown, o: { token?: string } = {}) =>
  call<Answer>(`/api/offers/${encodeURIComponent(slug)}${path}`, { method: "POST", body, lang: "en", token: o.token, headers: { ...freshIp(), "idempotency-key": `k-${crypto.randomUUID()}` } });

/** A guest's hold on one of the doctor's first times (its secret kept by the fixture). */
async function guestHold(doctorId: number, index = 0) {
  const { data } = await slotsOf(doctorId, "days=7&kind=consultation");
  return reservationOf(await hold(data[index]!, doctorId));
}

const wrongFor = (code: string) => (code === "0000" ? "1111" : "0000");
const outboxOf = async (to: string) => (await call<{ data: unknown[] }>(`/api/dev/outbox?to=${to}`, { token: null })).body.data;

describe("a mobile's wrong codes", () => {
  it("are six in 30 days across codes, holds, offers and addresses; then even the right code is 429 for days", async () => {
    const mobile = freshMobile();
    // Five wrong tries spend the first code (sent from one address).
    const first = await guestHold(40);
    expect((await sendCode(first.id, mobile, freshIp())).status).toBe(200);
    const code1 = await codeSentTo(mobile);
    for (let i = 0; i < 5; i++) expect((await verifyCode(first.id, mobile, wrongFor(code1), freshIp())).status).toBe(422);
    // Another hold, another address: one more wrong try is the sixth.
    const second = await guestHold(41);
    expect((await sendCode(second.id, mobile, freshIp())).status).toBe(200);
    const code2 = await codeSentTo(mobile);
    expect((await verifyCode(second.id, mobile, wrongFor(code2), freshIp())).status).toBe(422);
    // Today a seventh try, with the right code, confirmed the mobile: now it is refused, for days.
    const refused = await verifyCode(second.id, mobile, code2, freshIp());
    expect(refused.status, JSON.stringify(refused.body)).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(86_400);
    // An offer's code for the same mobile draws on the same budget.
    const { slug } = await anOffer();
    expect((await offerCall(slug, "/mobile-code", { mobile })).status).toBe(200);
    const offerTry = await offerCall(slug, "/mobile-code/verify", { mobile, code: await lastCodeSentTo(ctx().client, mobile) });
    expect(offerTry.status, JSON.stringify(offerTry.body)).toBe(429);
    expect(offerTry.body.message).toMatch(/^Too many wrong codes were entered for this mobile number\. Try again in \d+ days/);
    // Nothing was proven: the hold still refuses the mobile.
    const booking = await book(second.id, mobile);
    expect(booking.status).toBe(422);
    expect(Object.keys(booking.body.errors ?? {})).toEqual(["patient.mobile"]);
  });

  it("give a right code's try back, so a patient who mistypes keeps the budget", async () => {
    const mobile = freshMobile();
    const { slug } = await anOffer();
    const send = async () => {
      expect((await offerCall(slug, "/mobile-code", { mobile })).status).toBe(200);
      return lastCodeSentTo(ctx().client, mobile);
    };
    const verify = (code: string) => offerCall(slug, "/mobile-code/verify", { mobile, code });
    const one = await send();
    for (let i = 0; i < 5; i++) expect((await verify(wrongFor(one))).status).toBe(422);
    // Counted, then given back: the budget still holds five wrong tries.
    const two = await send();
    const right = await verify(two);
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    expect(OfferMobileProofSchema.parse(right.body).expires_in).toBe(1800);
    const three = await send();
    expect((await verify(wrongFor(three))).status).toBe(422);
    expect((await verify(three)).status).toBe(429);
  });
});

describe("a guest's offer booking", () => {
  it("texts nobody unproven: without a proof, with a forged, expired or another mobile's proof it is 422 and nothing is sent", async () => {
    const { slug, branchId } = await anOffer();
    const mobile = freshMobile();
    const body = { name: "Sara Ahmed", mobile, branch_id: branchId, payment_type: "cash" };
    const now = Math.floor(Date.now() / 1000);
    const proofs = [
      undefined,
      "forged.proof",
      sealed("not-the-secret", "offer-mobile", { mobile, exp: now + 600 }),
      sealed(TEST_CONFIG.tokenSecret, "offer-mobile", { mobile, exp: now - 1 }),
      sealed(TEST_CONFIG.tokenSecret, "offer-mobile", { mobile: freshMobile(), exp: now + 600 }),
    ];
    for (const mobile_proof of proofs) {
      const reply = await offerCall(slug, "/bookings", { ...body, ...(mobile_proof ? { mobile_proof } : {}) });
      expect(reply.status, String(mobile_proof)).toBe(422);
      expect(Object.keys(reply.body.errors ?? {})).toEqual(["mobile"]);
    }
    expect(await outboxOf(mobile)).toEqual([]);
  });

  it("books once the code sent to the mobile is entered, and texts that mobile", async () => {
    const { slug, branchId } = await anOffer();
    const mobile = freshMobile();
    expect((await offerCall(slug, "/mobile-code", { mobile })).status).toBe(200);
    const code = await lastCodeSentTo(ctx().client, mobile);
    const wrong = await offerCall(slug, "/mobile-code/verify", { mobile, code: wrongFor(code) });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors ?? {})).toEqual(["code"]);
    const proof = OfferMobileProofSchema.parse((await offerCall(slug, "/mobile-code/verify", { mobile, code })).body).mobile_proof;
    // A code is single use.
    expect((await offerCall(slug, "/mobile-code/verify", { mobile, code })).status).toBe(422);
    const booked = await offerCall(slug, "/bookings", { name: "Sara Ahmed", mobile, branch_id: branchId, payment_type: "cash", mobile_proof: proof });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const { booking } = OfferBookingResponseSchema.parse(booked.body);
    expect((await outboxOf(mobile)).some((m) => JSON.stringify(m).includes(booking.code))).toBe(true);
  });

  it("lets a signed-in patient book the account's own mobile without a code, and another only with one", async () => {
    const { slug, branchId } = await anOffer();
    const who = await newUser("offers");
    const body = { name: "Sara Ahmed", branch_id: branchId, payment_type: "cash", email: "typed@example.com" };
    const other = await offerCall(slug, "/bookings", { ...body, mobile: freshMobile() }, { token: who.token });
    expect(other.status).toBe(422);
    const own = await offerCall(slug, "/bookings", { ...body, mobile: who.user.mobile }, { token: who.token });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    // The account's e-mail gets the confirmation, not the one typed.
    expect(await outboxOf("typed@example.com")).toEqual([]);
    expect((await outboxOf(encodeURIComponent(who.user.email))).length).toBeGreaterThan(0);
  });

  it("refuses a name with markup or a link", async () => {
    const { slug, branchId } = await anOffer();
    const reply = await offerCall(slug, "/bookings", { name: "Win at https://evil.example", mobile: freshMobile(), branch_id: branchId, payment_type: "cash" });
    expect(reply.status).toBe(422);
    expect(Object.keys(reply.body.errors ?? {})).toContain("name");
  });
});
