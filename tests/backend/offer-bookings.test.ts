import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LoginResponseSchema } from "@/lib/contract/auth";
import { MyOfferBookingsResponseSchema, OfferBookingResponseSchema, OfferMobileProofSchema } from "@/lib/contract/offer-bookings";
import { offerBookings, offers } from "../../backend/src/db/schema";
import { expectNotFound, expectUnauthenticated, expectValidationError, parse, ARABIC } from "./helpers/expect";
import { lastCodeSentTo } from "./helpers/outbox";
import { pressOnCardPage } from "./helpers/sandbox-card";
import { seededDatabasePerFile } from "./helpers/seeded-database";

const ctx = seededDatabasePerFile();

type OfferItem = { slug_en: string; is_expired: boolean; business_unit_id: number; id: number; bookings_count: number; price: number };
type BranchItem = { id: number; business_unit_id: number };

async function currentOffer(bu = "1"): Promise<OfferItem> {
  const list = await ctx().client.call<{ data: OfferItem[] }>("/api/offers?limit=1", { bu });
  return list.body.data[0]!;
}

async function expiredOffer(): Promise<OfferItem> {
  const list = await ctx().client.call<{ data: OfferItem[] }>("/api/offers?show_expired=1&limit=50");
  return list.body.data.find((offer) => offer.is_expired)!;
}

async function branchOf(buId: number): Promise<number> {
  const list = await ctx().client.call<{ data: BranchItem[] }>("/api/broker/branches");
  return list.body.data.find((branch) => branch.business_unit_id === buId)!.id;
}

let keyCounter = 0;
const newKey = () => `offer-test-${Date.now()}-${keyCounter++}`;

function book(slug: string, body: unknown, o: { key?: string; bu?: string; lang?: string; token?: string } = {}) {
  return ctx().client.call(`/api/offers/${encodeURIComponent(slug)}/bookings`, {
    method: "POST",
    body,
    bu: o.bu,
    lang: o.lang,
    token: o.token,
    headers: { "Idempotency-Key": o.key ?? newKey(), "X-Forwarded-For": `10.0.${keyCounter}.${keyCounter % 250}` },
  });
}

/** `body` with the proof of its mobile: the code sent to it, read from the outbox and verified, as a guest does. */
async function proven<T extends { mobile: string }>(slug: string, body: T, bu?: string): Promise<T & { mobile_proof: string }> {
  const { client } = ctx();
  const headers = { "X-Forwarded-For": `10.1.${keyCounter}.${++keyCounter % 250}` };
  const sent = await client.call(`/api/offers/${encodeURIComponent(slug)}/mobile-code`, { method: "POST", body: { mobile: body.mobile }, bu, headers });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const code = await lastCodeSentTo(client, body.mobile);
  const verified = await client.call(`/api/offers/${encodeURIComponent(slug)}/mobile-code/verify`, { method: "POST", body: { mobile: body.mobile, code }, bu, headers });
  return { ...body, mobile_proof: OfferMobileProofSchema.parse(verified.body).mobile_proof };
}

describe("POST /api/offers/{slug}/bookings", () => {
  it("books with cash: 201 with a code, the booking confirmed, counted, and confirmed by SMS and email", async () => {
    const offer = await currentOffer();
    const branch = await branchOf(offer.business_unit_id);
    const input = await proven(offer.slug_en, { name: "Sara Ahmed", mobile: "0551112233", email: "sara.offer@example.com", branch_id: branch, payment_type: "cash" });
    const reply = await book(offer.slug_en, input, { lang: "en" });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const body = OfferBookingResponseSchema.parse(reply.body);
    expect(body.booking).toMatchObject({ status: "confirmed", code: expect.stringMatching(/^OF-[2-9A-Z]{8}$/) });
    expect(body.payment).toMatchObject({ method: "cash", status: "not_paid" });

    const [row] = await ctx().database.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(row!.bookingsCount).toBe(offer.bookings_count + 1);

    const sms = await ctx().client.call<{ data: { channel: string; body: string }[] }>("/api/dev/outbox?to=0551112233");
    expect(sms.body.data.some((m) => m.channel === "sms" && m.body.includes(body.booking.code))).toBe(true);
    const mail = await ctx().client.call<{ data: { channel: string; body: string }[] }>("/api/dev/outbox?to=sara.offer@example.com");
    expect(mail.body.data.some((m) => m.channel === "email" && m.body.includes(body.booking.code))).toBe(true);
  });

  it("starts an online payment: card gives a redirect URL to the payment page, the booking pending", async () => {
    const offer = await currentOffer();
    const branch = await branchOf(offer.business_unit_id);
    const reply = await book(offer.slug_en, await proven(offer.slug_en, { name: "Sara Ahmed", mobile: "0551112244", branch_id: branch, payment_type: "card" }));
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const body = OfferBookingResponseSchema.parse(reply.body);
    expect(body.booking.status).toBe("pending");
    expect(body.payment).toMatchObject({ method: "card", status: "pending" });
    expect(body.payment.redirect_url).toMatch(/^https?:\/\//);
  });

  it("follows its payment: approved on the card page → paid, counted and confirmed; declined → failed", async () => {
    const { db } = ctx().database;
    const offer = await currentOffer();
    const branch = await branchOf(offer.business_unit_id);
    for (const [action, expected, mobile] of [
      ["approve", "paid", "0551112299"],
      ["decline", "failed", "0551112300"],
    ] as const) {
      const [before] = await db.select().from(offers).where(eq(offers.id, offer.id));
      const reply = await book(offer.slug_en, await proven(offer.slug_en, { name: "Card Patient", mobile, branch_id: branch, payment_type: "card" }), { lang: "en" });
      const body = OfferBookingResponseSchema.parse(reply.body);
      await pressOnCardPage(ctx(), String(body.payment.payment_id), action);
      // The response page asks the payment's status, which asks the provider.
      const status = await ctx().client.call<{ data: { status: string; summary: { code: string } | null } }>(`/api/payments/${body.payment.payment_id}`);
      expect(status.body.data.summary?.code).toBe(body.booking.code);
      const [row] = await db.select().from(offerBookings).where(eq(offerBookings.id, body.booking.id));
      expect(row!.status).toBe(expected);
      const [after] = await db.select().from(offers).where(eq(offers.id, offer.id));
      expect(after!.bookingsCount).toBe(before!.bookingsCount + (expected === "paid" ? 1 : 0));
      const sms = await ctx().client.call<{ data: { body: string }[] }>(`/api/dev/outbox?to=${mobile}`);
      expect(sms.body.data.some((m) => m.body.includes("Your payment was received."))).toBe(expected === "paid");
    }
  });

  it("gives one booking for a double submit with the same Idempotency-Key", async () => {
    const offer = await currentOffer();
    const branch = await branchOf(offer.business_unit_id);
    const key = newKey();
    const input = await proven(offer.slug_en, { name: "Double Click", mobile: "0551112255", branch_id: branch, payment_type: "cash" });
    const [first, second] = await Promise.all([book(offer.slug_en, input, { key }), book(offer.slug_en, input, { key })]);
    const statuses = [first.status, second.status].sort();
    // The second either waits for the stored answer or hears "still being processed".
    expect(statuses[0]).toBe(201);
    expect([201, 409]).toContain(statuses[1]);
    const again = await book(offer.slug_en, input, { key });
    expect(again.status).toBe(201);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    const rows = await ctx().database.db.select().from(offerBookings).where(eq(offerBookings.mobile, "0551112255"));
    expect(rows).toHaveLength(1);
    expect(OfferBookingResponseSchema.parse(again.body).booking.code).toBe(rows[0]!.code);
  });

  it("answers 409 with a message for an expired offer", async () => {
    const offer = await expiredOffer();
    const branch = await branchOf(offer.business_unit_id);
    const reply = await book(offer.slug_en, { name: "Late Visitor", mobile: "0551112266", branch_id: branch, payment_type: "cash" }, { lang: "en" });
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({ message: "This offer has ended and can no longer be booked." });
  });

  it("422s each bad field, in the caller's language", async () => {
    const offer = await currentOffer();
    const bad = await book(offer.slug_en, { name: "S", mobile: "0123", email: "not-an-email", branch_id: 0, payment_type: "cheque" }, { lang: "ar" });
    for (const field of ["name", "mobile", "email", "branch_id", "payment_type"]) expectValidationError(bad, field);
    const errors = (bad.body as { errors: Record<string, string[]> }).errors;
    expect(errors.mobile![0]).toMatch(ARABIC);
    const missing = await book(offer.slug_en, {}, { lang: "en" });
    for (const field of ["name", "mobile", "branch_id", "payment_type"]) expectValidationError(missing, field);
  });

  it("refuses a branch of another unit, a NUL byte and a huge branch id; 404s an unknown offer; 401s without a token", async () => {
    const offer = await currentOffer();
    const otherBranch = await branchOf(offer.business_unit_id + 1);
    const input = { name: "Sara Ahmed", mobile: "0551112277", payment_type: "cash" };
    expectValidationError(await book(offer.slug_en, { ...input, branch_id: otherBranch }), "branch_id");
    // A NUL byte is refused by the platform's guard before the route (never a database error).
    const nul = await book(offer.slug_en, { ...input, name: "Sa\u0000ra", branch_id: await branchOf(offer.business_unit_id) });
    expect(nul.status).toBe(400);
    // A number past 2^53 is refused by the platform's body guard before any route runs.
    const huge = await book(offer.slug_en, { ...input, branch_id: 1e20 });
    expect([400, 422]).toContain(huge.status);
    expectValidationError(await book(offer.slug_en, { ...input, branch_id: 2 ** 40 }), "branch_id");
    expectNotFound(await book("no-such-offer", { ...input, branch_id: 1 }));
    const anonymous = await ctx().client.call(`/api/offers/${offer.slug_en}/bookings`, { method: "POST", body: input, token: null });
    expectUnauthenticated(anonymous);
  });

  it("answers 4xx, never 5xx, for bad JSON and a wrong content type", async () => {
    const offer = await currentOffer();
    const { client } = ctx();
    const badJson = await client.call(`/api/offers/${offer.slug_en}/bookings`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: undefined,
    });
    expect(badJson.status).toBeGreaterThanOrEqual(400);
    expect(badJson.status).toBeLessThan(500);
  });

  it("checks the Egyptian phone at an Egyptian unit: 01 + 9 digits, and Fawry gives a reference", async () => {
    const units = await ctx().client.call<{ data: { data: { id: number; country: string }[] } }>("/api/v1/dashboard/business-units");
    const egypt = units.body.data.data.find((unit) => unit.country === "EG")!;
    const offer = await currentOffer(String(egypt.id));
    const branch = await branchOf(egypt.id);
    expectValidationError(await book(offer.slug_en, { name: "Mona Adel", mobile: "0551112288", branch_id: branch, payment_type: "fawry" }, { bu: String(egypt.id) }), "mobile");
    const input = await proven(offer.slug_en, { name: "Mona Adel", mobile: "01001112288", branch_id: branch, payment_type: "fawry" }, String(egypt.id));
    const reply = await book(offer.slug_en, input, { bu: String(egypt.id) });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const body = OfferBookingResponseSchema.parse(reply.body);
    expect(body.payment.method).toBe("fawry");
    expect(body.payment.reference).toBeTruthy();
    // Tamara is not offered in Egypt.
    expectValidationError(await book(offer.slug_en, { ...input, payment_type: "tamara" }, { bu: String(egypt.id) }), "payment_type");
  });
});

describe("GET /api/offers/{slug}/quote", () => {
  it("quotes amount, tax and total in the unit's currency with the methods it offers", async () => {
    const offer = await currentOffer();
    const reply = await ctx().client.call<{ data: { currency: string; amount: number; tax: number; total: number; methods: string[] } }>(
      `/api/offers/${offer.slug_en}/quote`,
    );
    expect(reply.status).toBe(200);
    const quote = reply.body.data;
    expect(quote.currency).toBe("SAR");
    expect(quote.total).toBeCloseTo(quote.amount + quote.tax, 2);
    expect(quote.methods).toContain("cash");
    expect(quote.methods).not.toContain("fawry");
    expectNotFound(await ctx().client.call("/api/offers/no-such-offer/quote"));
  });
});

describe("GET /api/offer_bookings", () => {
  it("lists the signed-in patient's bought offers and 401s the app token", async () => {
    const login = parse(
      LoginResponseSchema,
      await ctx().client.call("/api/auth/login", { method: "POST", body: { email_or_phone: "patient@example.com", password: "Patient#2026" } }),
    );
    const offer = await currentOffer();
    const branch = await branchOf(offer.business_unit_id);
    const booked = await book(offer.slug_en, { name: "سارة أحمد", mobile: "0551234567", branch_id: branch, payment_type: "cash" }, { token: login.token });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const mine = parse(MyOfferBookingsResponseSchema, await ctx().client.call("/api/offer_bookings", { token: login.token, lang: "en" }));
    expect(mine.data[0]).toMatchObject({ code: OfferBookingResponseSchema.parse(booked.body).booking.code, status: "confirmed", payment_type: "cash" });
    // What the patient pays, tax included, as the quote and the payment have it, beside the price before tax.
    const quote = await ctx().client.call(`/api/offers/${offer.slug_en}/quote`);
    const total = (quote.body as { data: { total: number } }).data.total;
    expect(total).toBeGreaterThan(offer.price);
    expect(mine.data[0]).toMatchObject({ price: offer.price, total });
    expectUnauthenticated(await ctx().client.call("/api/offer_bookings"));
  });
});
