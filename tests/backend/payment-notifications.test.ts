import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { businessUnits, paymentEvents, payments, sandboxTransactions } from "../../backend/src/db/schema";
import type { Deps } from "../../backend/src/http/context";
import { startPayment } from "../../backend/src/payments";
import { signJwt } from "../../backend/src/payments/crypto";
import { fawryNotificationSignature } from "../../backend/src/payments/providers/fawry";
import { flushReplays } from "../../backend/src/payments/repository";
import { outboxMessenger, readOutbox } from "../../backend/src/platform/outbox";
import { TEST_CONFIG } from "./helpers/client";
import { seededDatabasePerFile } from "./helpers/seeded-database";

/**
 * A notification moves a payment only once its amount and currency are verified: stated in the
 * notification, or read back from the provider's API (here the providers' sandboxes, through the
 * same provider code as in production). Each notification is correctly signed, as only the
 * provider (or someone holding its secret) could send it, and posted over HTTP.
 */

const ctx = seededDatabasePerFile();
const keys = TEST_CONFIG.payments;
afterAll(async () => flushReplays(ctx().database.db));

const deps = (): Deps => {
  const db = ctx().database.db;
  return { db, config: TEST_CONFIG, businessUnits: () => db.select().from(businessUnits).orderBy(asc(businessUnits.id)), messenger: outboxMessenger(db, () => undefined) };
};

async function start(method: "card" | "fawry" | "tamara") {
  const units = await deps().businessUnits();
  const unit = units.find((u) => u.currency === (method === "fawry" ? "EGP" : "SAR"))!;
  const email = `notified-${randomUUID().slice(0, 8)}@example.com`;
  const view = await startPayment(deps(), {
    purpose: "offer_booking",
    purposeId: 1,
    businessUnitId: unit.id,
    method,
    price: 350,
    customer: { name: "Sara Ahmed", mobile: "0551234567", email },
    lang: "en",
    returnUrl: "http://localhost:3000/en/paymentResponse/{paymentId}",
  });
  const [row] = await ctx().database.db.select().from(payments).where(eq(payments.publicId, view.paymentId));
  return { row: row!, email };
}

const statusOf = async (id: number) => (await ctx().database.db.select().from(payments).where(eq(payments.id, id)))[0]!.status;
const outcomesOf = async (id: number) =>
  (await ctx().database.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, id)).orderBy(asc(paymentEvents.id))).map((e) => e.outcome);
const post = (path: string, body: unknown) =>
  ctx().client.app.request(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
/** The provider's own record of the payment, as its API will answer it. */
const atProvider = (id: string, change: { status: string; amountMinor?: number; currency?: string }) =>
  ctx().database.db.update(sandboxTransactions).set(change).where(eq(sandboxTransactions.id, id));

/** Moyasar's webhook with its shared secret; `data` fields left out are not sent at all. */
const cardWebhook = (invoiceId: string, data: { amount?: number; currency?: string }) => ({
  id: randomUUID(),
  type: "payment_paid",
  secret_token: keys.moyasarWebhookSecret,
  live: false,
  data: { id: `pay_${randomUUID()}`, status: "paid", invoice_id: invoiceId, ...data },
});

describe("card (Moyasar) notifications", () => {
  it("without an amount or a currency, do not make a payment paid that the provider has not taken", async () => {
    const { row, email } = await start("card");
    const invoice = row.providerReference!;
    for (const data of [{}, { currency: "SAR" }, { amount: row.totalMinor }]) {
      const res = await post("/api/payments/callbacks/card", cardWebhook(invoice, data));
      expect(res.status).toBeLessThan(500);
      expect(await statusOf(row.id)).toBe("pending");
    }
    expect(await readOutbox(ctx().database.db, email)).toHaveLength(0);
  });

  it("with a wrong amount or currency, answer 422 and change nothing", async () => {
    const { row } = await start("card");
    const invoice = row.providerReference!;
    expect((await post("/api/payments/callbacks/card", cardWebhook(invoice, { amount: row.totalMinor - 1, currency: "SAR" }))).status).toBe(422);
    expect((await post("/api/payments/callbacks/card", cardWebhook(invoice, { amount: row.totalMinor, currency: "EGP" }))).status).toBe(422);
    expect(await statusOf(row.id)).toBe("pending");
  });

  it("without an amount, are checked against the invoice read back from the provider: a smaller invoice paid is refused", async () => {
    const { row } = await start("card");
    await atProvider(row.providerReference!, { status: "paid", amountMinor: 100 });
    const res = await post("/api/payments/callbacks/card", cardWebhook(row.providerReference!, {}));
    expect(res.status).toBe(422);
    expect(await statusOf(row.id)).toBe("pending");
    expect(await outcomesOf(row.id)).toContain("amount_mismatch");
  });

  it("make the payment paid when they state the right amount and currency, or when the provider's invoice does", async () => {
    const stated = await start("card");
    const res = await post("/api/payments/callbacks/card", cardWebhook(stated.row.providerReference!, { amount: stated.row.totalMinor, currency: "SAR" }));
    expect(res.status).toBe(200);
    expect(await statusOf(stated.row.id)).toBe("paid");
    expect(await readOutbox(ctx().database.db, stated.email)).toHaveLength(1);

    const reread = await start("card");
    await atProvider(reread.row.providerReference!, { status: "paid" });
    expect((await post("/api/payments/callbacks/card", cardWebhook(reread.row.providerReference!, {}))).status).toBe(200);
    expect(await statusOf(reread.row.id)).toBe("paid");
  });
});

describe("Tamara notifications (they never carry an amount)", () => {
  const token = () => signJwt({ iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 600 }, keys.tamaraNotificationToken!);
  const notify = (orderId: string, event: string) => post(`/api/payments/callbacks/tamara?tamaraToken=${token()}`, { order_id: orderId, event_type: event });

  it("'captured' makes nothing paid while the order at Tamara is not captured, or is for another amount", async () => {
    const { row } = await start("tamara");
    const order = row.providerReference!;
    await notify(order, "order_captured");
    expect(await statusOf(row.id)).toBe("pending");
    await atProvider(order, { status: "fully_captured", amountMinor: row.totalMinor - 100 });
    expect((await notify(order, "order_captured")).status).toBe(422);
    expect(await statusOf(row.id)).toBe("pending");
  });

  it("'captured' makes the payment paid once the order read from Tamara is captured for the payment's amount", async () => {
    const { row } = await start("tamara");
    await atProvider(row.providerReference!, { status: "fully_captured" });
    expect((await notify(row.providerReference!, "order_captured")).status).toBe(200);
    expect(await statusOf(row.id)).toBe("paid");
  });
});

describe("Fawry notifications (the amount is signed and required; Fawry serves pounds only)", () => {
  const notice = (reference: string, merchantRef: string, amount: number | undefined) => {
    const fields = {
      fawryRefNumber: reference,
      merchantRefNumber: merchantRef,
      paymentAmount: amount as number,
      orderAmount: amount as number,
      orderStatus: "PAID",
      paymentMethod: "PAYATFAWRY",
      paymentRefrenceNumber: "12345678",
    };
    return { ...fields, messageSignature: fawryNotificationSignature(fields, keys.fawrySecureKey!) };
  };

  it("without an amount or with a wrong one change nothing; with the right one the payment is paid", async () => {
    const { row } = await start("fawry");
    const total = row.totalMinor / 100;
    expect((await post("/api/payments/callbacks/fawry", notice(row.providerReference!, row.publicId, undefined))).status).toBe(401);
    expect((await post("/api/payments/callbacks/fawry", notice(row.providerReference!, row.publicId, total - 1))).status).toBe(422);
    expect(await statusOf(row.id)).toBe("pending");
    expect((await post("/api/payments/callbacks/fawry", notice(row.providerReference!, row.publicId, total))).status).toBe(200);
    expect(await statusOf(row.id)).toBe("paid");
  });
});
