import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { businessUnits, paymentEvents, payments, sandboxTransactions } from "../../../backend/src/db/schema";
import type { Deps } from "../../../backend/src/http/context";
import {
  type PaymentStatusChange,
  getPayment,
  onPaymentStatus,
  quotePayment,
  recordCashPayment,
  refundPayment,
  retryPayment,
  startPayment,
} from "../../../backend/src/payments";
import { signJwt } from "../../../backend/src/payments/crypto";
import { flushReplays, keepReplay } from "../../../backend/src/payments/repository";
import { fawryNotificationSignature } from "../../../backend/src/payments/providers/fawry";
import { TEST_CARDS } from "../../../backend/src/payments/sandbox/card";
import { outboxMessenger, readOutbox } from "../../../backend/src/platform/outbox";
import { TEST_CONFIG } from "../helpers/client";
import type { GetContext } from "./context";

const SAUDI_UNIT = 1; // the main hospital, Jeddah (SAR)
const RETURN_URL = "http://localhost:3000/ar/paymentResponse/{paymentId}";
const keys = TEST_CONFIG.payments;

export function paymentsContract(ctx: GetContext) {
  let egyptUnit = 0;
  const deps = (): Deps => {
    const db = ctx().database.db;
    return {
      db,
      config: TEST_CONFIG,
      businessUnits: () => db.select().from(businessUnits).orderBy(asc(businessUnits.id)),
      messenger: outboxMessenger(db, () => undefined),
    };
  };
  // Replayed notifications are written in batches: the last ones before the database closes.
  afterAll(async () => flushReplays(ctx().database.db));
  const unitOfEgypt = async () => {
    if (!egyptUnit) egyptUnit = (await deps().businessUnits()).find((u) => u.currency === "EGP")!.id;
    return egyptUnit;
  };
  /** A payment for a throwaway customer, so outbox counts belong to this test only. */
  const start = async (method: "cash" | "card" | "fawry" | "tamara", price = 350, businessUnitId = SAUDI_UNIT, lang: "ar" | "en" = "en") => {
    const email = `patient-${randomUUID().slice(0, 8)}@example.com`;
    const view = await startPayment(deps(), {
      purpose: "offer_booking",
      purposeId: 1,
      businessUnitId,
      method,
      price,
      customer: { name: "Sara Ahmed", mobile: "0551234567", email },
      lang,
      returnUrl: RETURN_URL,
    });
    return { view, email };
  };
  const rowOf = async (publicId: string) => {
    const [row] = await ctx().database.db.select().from(payments).where(eq(payments.publicId, publicId));
    return row!;
  };
  const eventsOf = async (paymentId: number) =>
    ctx().database.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId)).orderBy(asc(paymentEvents.id));
  const sandboxRow = async (id: string) => {
    const [row] = await ctx().database.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.id, id));
    return row!;
  };
  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    ctx().client.app.request(path, { method: "POST", headers: { "content-type": "application/json", ...headers }, body });
  const form = (path: string, fields: Record<string, string>) =>
    ctx().client.app.request(path, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields) });
  const cardWebhook = (invoiceId: string, amount: number, token = keys.moyasarWebhookSecret!) =>
    JSON.stringify({
      id: randomUUID(),
      type: "payment_paid",
      secret_token: token,
      live: false,
      data: { id: `pay_x_${invoiceId}`, status: "paid", amount, currency: "SAR", invoice_id: invoiceId },
    });
  const fawryNotice = (reference: string, merchantRef: string, amount: number, status = "PAID", key = keys.fawrySecureKey!) => {
    const fields = {
      fawryRefNumber: reference,
      merchantRefNumber: merchantRef,
      paymentAmount: amount,
      orderAmount: amount,
      orderStatus: status,
      paymentMethod: "PAYATFAWRY",
      paymentRefrenceNumber: "12345678",
    };
    return JSON.stringify({ ...fields, messageSignature: fawryNotificationSignature(fields, key) });
  };
  const tamaraToken = (secret = keys.tamaraNotificationToken!) => signJwt({ iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 600 }, secret);

  describe("amounts and tax", () => {
    it("adds the unit's tax, rounded half up to the minor unit: 15 % in Saudi units, 14 % in Egypt", async () => {
      expect(await quotePayment(deps(), { businessUnitId: SAUDI_UNIT, price: 350 })).toMatchObject({ currency: "SAR", amount: 350, tax: 52.5, total: 402.5, taxRate: 15 });
      expect(await quotePayment(deps(), { businessUnitId: SAUDI_UNIT, price: 99.99 })).toMatchObject({ tax: 15, total: 114.99 });
      expect(await quotePayment(deps(), { businessUnitId: SAUDI_UNIT, price: 0.03 })).toMatchObject({ tax: 0, total: 0.03 });
      const egypt = await quotePayment(deps(), { businessUnitId: await unitOfEgypt(), price: 1250.5 });
      expect(egypt).toMatchObject({ currency: "EGP", tax: 175.07, total: 1425.57, taxRate: 14 });
    });

    it("applies an exemption stored as data, offers Tamara for riyals, Fawry for pounds, returns only to the site", async () => {
      expect(await quotePayment(deps(), { businessUnitId: SAUDI_UNIT, price: 350, taxExemption: "citizen" })).toMatchObject({ tax: 0, total: 350, taxRate: 0 });
      expect((await quotePayment(deps(), { businessUnitId: SAUDI_UNIT, price: 1 })).methods).toEqual(["cash", "card", "tamara"]);
      expect((await quotePayment(deps(), { businessUnitId: await unitOfEgypt(), price: 1 })).methods).toEqual(["cash", "card", "fawry"]);
      await expect(start("fawry", 100, SAUDI_UNIT)).rejects.toMatchObject({ code: "method_unavailable" });
      const elsewhere = { purpose: "offer_booking" as const, purposeId: 1, businessUnitId: SAUDI_UNIT, method: "card" as const, price: 1, lang: "en" as const };
      await expect(
        startPayment(deps(), { ...elsewhere, customer: { name: "A", mobile: "0551234567" }, returnUrl: "https://evil.example/paymentResponse/{paymentId}" }),
      ).rejects.toMatchObject({ code: "invalid_input" });
    });

    it("stores integers that always add up, and the currency of the unit", async () => {
      const { view } = await start("card", 123.45);
      const row = await rowOf(view.paymentId);
      expect(row).toMatchObject({ amountMinor: 12345, taxMinor: 1852, totalMinor: 14197, currency: "SAR", taxBasisPoints: 1500 });
      expect(view).toMatchObject({ amount: 123.45, tax: 18.52, total: 141.97, status: "pending" });
      expect(view.paymentId).toMatch(/^pay_[A-Za-z0-9_-]{22}$/);
    });
  });

  describe("cash", () => {
    it("confirms without a provider (not paid until the branch records it), once", async () => {
      const { view, email } = await start("cash");
      expect(view).toMatchObject({ status: "not_paid", redirectUrl: null, reference: null });
      expect((await refundPayment(deps(), view.paymentId)).refunded).toBe(0);
      const paid = await Promise.all([recordCashPayment(deps(), view.paymentId), recordCashPayment(deps(), view.paymentId)]);
      expect(paid.map((p) => p.status)).toEqual(["paid", "paid"]);
      expect(await readOutbox(ctx().database.db, email)).toHaveLength(1);
    });
  });

  describe("card (Moyasar sandbox)", () => {
    it("pays through the hosted page with the succeeding test card; the redirect alone proves nothing", async () => {
      const { view, email } = await start("card");
      expect(view.redirectUrl).toMatch(/\/sandbox\/card\/invoices\/inv_sbx_/);
      const page = await ctx().client.app.request(new URL(view.redirectUrl!).pathname);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(keys.moyasarPublishableKey!);
      const invoiceId = (await rowOf(view.paymentId)).providerReference!;
      const res = await form("/sandbox/card/v1/payments", {
        publishable_api_key: keys.moyasarPublishableKey!,
        invoice_id: invoiceId,
        "source[name]": "Sara Ahmed",
        "source[number]": TEST_CARDS.success,
        "source[expiry]": "12/30",
        "source[cvc]": "123",
      });
      expect(res.status).toBe(303);
      const back = new URL(res.headers.get("location")!);
      expect(back.pathname).toBe(`/ar/paymentResponse/${view.paymentId}`);
      expect(back.searchParams.get("status")).toBe("paid");
      const read = await ctx().client.call<{ data: { status: string; total: number } }>(`/api/payments/${view.paymentId}`);
      expect(read.body.data).toMatchObject({ status: "paid", total: 402.5 });
      expect(read.headers.get("cache-control")).toBe("no-store");
      expect(await readOutbox(ctx().database.db, email)).toHaveLength(1);
    });

    it("refuses the publishable key for reading or refunding, and the secret key is never on the page", async () => {
      const { view } = await start("card");
      const invoiceId = (await rowOf(view.paymentId)).providerReference!;
      const res = await ctx().client.app.request(`/sandbox/card/v1/invoices/${invoiceId}`, {
        headers: { authorization: `Basic ${Buffer.from(`${keys.moyasarPublishableKey}:`).toString("base64")}` },
      });
      expect(res.status).toBe(401);
      const page = await (await ctx().client.app.request(`/sandbox/card/invoices/${invoiceId}`)).text();
      expect(page).not.toContain(keys.moyasarSecretKey!);
    });

    it("a declined card and a failed 3-D Secure end as not paid; a passed 3-D Secure is paid", async () => {
      const pay = async (card: string) => {
        const { view } = await start("card");
        const invoice_id = (await rowOf(view.paymentId)).providerReference!;
        const res = await form("/sandbox/card/v1/payments", {
          publishable_api_key: keys.moyasarPublishableKey!,
          invoice_id,
          "source[name]": "Sara",
          "source[number]": card,
          "source[expiry]": "12/30",
          "source[cvc]": "123",
        });
        return { view, invoice_id, res };
      };
      const declined = await pay(TEST_CARDS.declined);
      expect(new URL(declined.res.headers.get("location")!).searchParams.get("status")).toBe("failed");
      expect((await getPayment(deps(), declined.view.paymentId))!.status).toBe("not_paid");

      for (const [result, status] of [["failed", "not_paid"], ["authenticated", "paid"]] as const) {
        const secure = await pay(TEST_CARDS.secure3d);
        expect(secure.res.headers.get("location")).toBe(`/sandbox/card/3ds/${secure.invoice_id}`);
        expect((await getPayment(deps(), secure.view.paymentId))!.status).toBe("pending");
        await form(`/sandbox/card/3ds/${secure.invoice_id}`, { result });
        expect((await getPayment(deps(), secure.view.paymentId))!.status).toBe(status);
      }
    });

    it("a forged 'paid' redirect shows the payment as not completed until the provider confirms", async () => {
      const { view } = await start("card");
      const forged = await ctx().client.call<{ data: { status: string } }>(`/api/payments/${view.paymentId}?status=paid&id=pay_forged&message=APPROVED`);
      expect(forged.body.data.status).toBe("pending");
      const invoiceId = (await rowOf(view.paymentId)).providerReference!;
      await form(`/sandbox/card/invoices/${invoiceId}/control`, { action: "approve" });
      const confirmed = await ctx().client.call<{ data: { status: string } }>(`/api/payments/${view.paymentId}`);
      expect(confirmed.body.data.status).toBe("paid");
    });

    it("the same webhook 100 times in a row and 100 at once: one change, one email, every delivery kept", async () => {
      for (const concurrent of [false, true]) {
        const { view, email } = await start("card");
        const row = await rowOf(view.paymentId);
        const body = cardWebhook(row.providerReference!, row.totalMinor);
        const statuses: number[] = [];
        if (concurrent) statuses.push(...(await Promise.all(Array.from({ length: 100 }, () => post("/api/payments/callbacks/card", body)))).map((r) => r.status));
        else for (let i = 0; i < 100; i++) statuses.push((await post("/api/payments/callbacks/card", body)).status);
        expect(new Set(statuses)).toEqual(new Set([200]));
        await flushReplays(ctx().database.db);
        const events = (await eventsOf(row.id)).filter((e) => e.kind === "notification");
        expect(events).toHaveLength(100);
        expect(events.filter((e) => e.outcome === "applied")).toHaveLength(1);
        expect((await rowOf(view.paymentId)).status).toBe("paid");
        expect(await readOutbox(ctx().database.db, email)).toHaveLength(1);
      }
    });

    it("a wrong secret token answers 401 and changes nothing; a wrong amount answers 422 and is recorded", async () => {
      const { view, email } = await start("card");
      const row = await rowOf(view.paymentId);
      expect((await post("/api/payments/callbacks/card", cardWebhook(row.providerReference!, row.totalMinor, "not-the-secret"))).status).toBe(401);
      expect((await post("/api/payments/callbacks/card", "{not json")).status).toBe(401);
      expect((await post("/api/payments/callbacks/card", cardWebhook(row.providerReference!, row.totalMinor - 100))).status).toBe(422);
      expect((await rowOf(view.paymentId)).status).toBe("pending");
      expect((await eventsOf(row.id)).map((e) => e.outcome)).toEqual(["created", "bad_signature", "amount_mismatch"]);
      expect(await readOutbox(ctx().database.db, email)).toHaveLength(0);
    });

    it("refunds through Moyasar, in part and then the rest, never more than was paid", async () => {
      const { view } = await start("card");
      const invoiceId = (await rowOf(view.paymentId)).providerReference!;
      await form(`/sandbox/card/invoices/${invoiceId}/control`, { action: "approve" });
      const part = await refundPayment(deps(), view.paymentId, 100);
      expect(part).toMatchObject({ refunded: 100, payment: { status: "partially_refunded", refunded: 100 } });
      await expect(refundPayment(deps(), view.paymentId, 400)).rejects.toMatchObject({ code: "refund_too_large" });
      const rest = await refundPayment(deps(), view.paymentId);
      expect(rest).toMatchObject({ refunded: 302.5, payment: { status: "refunded", refunded: 402.5 } });
      expect((await sandboxRow(invoiceId)).refundedMinor).toBe(40250);
      await expect(refundPayment(deps(), view.paymentId, 1)).rejects.toMatchObject({ code: "not_refundable" });
    });

    it("a flush of kept replays also waits for the write an earlier flush (or its timer) started", async () => {
      const { view } = await start("card");
      const row = await rowOf(view.paymentId);
      const db = ctx().database.db;
      keepReplay(db, { paymentId: row.id, method: "card", kind: "notification", providerReference: row.providerReference, verified: true, outcome: "duplicate", payload: null });
      const earlier = flushReplays(db);
      // Nothing is left to write: it resolves once the earlier write has landed, not before.
      await flushReplays(db);
      expect((await eventsOf(row.id)).filter((e) => e.outcome === "duplicate")).toHaveLength(1);
      await earlier;
    });

    it("answers a burst of replays from one read, and the next replay after a refund tells the new status", async () => {
      const { view, email } = await start("card");
      const row = await rowOf(view.paymentId);
      await form(`/sandbox/card/invoices/${row.providerReference!}/control`, { action: "approve" });
      const replay = async () => (await (await post("/api/payments/callbacks/card", cardWebhook(row.providerReference!, row.totalMinor))).json()) as { status: string };
      expect((await replay()).status).toBe("paid");
      const burst = await Promise.all(Array.from({ length: 20 }, replay));
      expect(new Set(burst.map((b) => b.status))).toEqual(new Set(["paid"]));
      await refundPayment(deps(), view.paymentId);
      expect((await replay()).status).toBe("refunded");
      await flushReplays(ctx().database.db);
      const outcomes = (await eventsOf(row.id)).map((e) => e.outcome);
      expect(outcomes.filter((o) => o === "applied")).toHaveLength(1);
      expect(outcomes.filter((o) => o === "duplicate")).toHaveLength(22);
      expect(await readOutbox(ctx().database.db, email)).toHaveLength(1);
    });
  });

  describe("Fawry (sandbox)", () => {
    it("gives a reference with its expiry; paid at the outlet, the signed notification makes it paid", async () => {
      const { view, email } = await start("fawry", 1000, await unitOfEgypt(), "ar");
      expect(view).toMatchObject({ status: "pending", redirectUrl: null, currency: "EGP", total: 1140 });
      expect(view.reference).toMatch(/^\d{9}$/);
      expect(new Date(view.expiresAt!).getTime()).toBeGreaterThan(Date.now());
      const outlet = await ctx().client.app.request(`/sandbox/fawry/outlet/${view.reference}`);
      expect(await outlet.text()).toContain(view.reference!);
      // The cashier's look-up keeps the language they chose; an unknown number says so on the form.
      const lookup = await ctx().client.app.request(`/sandbox/fawry/outlet/lookup?lang=en&ref=${view.reference}`);
      expect(lookup.headers.get("location")).toBe(`/sandbox/fawry/outlet/${view.reference}?lang=en`);
      expect(await (await ctx().client.app.request(lookup.headers.get("location")!)).text()).toContain('lang="en"');
      const unknown = await ctx().client.app.request("/sandbox/fawry/outlet/000000000?lang=en");
      expect(unknown.status).toBe(404);
      expect(await unknown.text()).toMatch(/aria-invalid="true"[^>]*>[\s\S]*role="alert">No payment has this reference number/);
      await form(`/sandbox/fawry/outlet/${view.reference}`, { action: "approve" });
      expect((await rowOf(view.paymentId)).status).toBe("paid");
      await form(`/sandbox/fawry/outlet/${view.reference}`, { action: "resend" });
      expect(await readOutbox(ctx().database.db, email)).toHaveLength(1);
    });

    it("is found paid by polling the status API when no notification came", async () => {
      const { view } = await start("fawry", 500, await unitOfEgypt());
      await ctx().database.db.update(sandboxTransactions).set({ status: "PAID" }).where(eq(sandboxTransactions.id, view.reference!));
      expect((await rowOf(view.paymentId)).status).toBe("pending");
      expect((await getPayment(deps(), view.paymentId))!.status).toBe("paid");
    });

    it("a bad signature answers 401, a different amount 422; neither changes the payment", async () => {
      const { view } = await start("fawry", 500, await unitOfEgypt());
      const good = fawryNotice(view.reference!, view.paymentId, 570);
      const tampered = good.replace('"paymentAmount":570', '"paymentAmount":5.7');
      expect((await post("/api/payments/callbacks/fawry", tampered)).status).toBe(401);
      expect((await post("/api/payments/callbacks/fawry", fawryNotice(view.reference!, view.paymentId, 570, "PAID", "wrong-key"))).status).toBe(401);
      expect((await post("/api/payments/callbacks/fawry", fawryNotice(view.reference!, view.paymentId, 57))).status).toBe(422);
      const row = await rowOf(view.paymentId);
      expect(row.status).toBe("pending");
      expect((await eventsOf(row.id)).map((e) => e.outcome)).toEqual(["created", "bad_signature", "bad_signature", "amount_mismatch"]);
      expect((await post("/api/payments/callbacks/fawry", good)).status).toBe(200);
      expect((await rowOf(view.paymentId)).status).toBe("paid");
    });

    it("an expired reference ends as not paid, and a later 'paid' cannot move it back", async () => {
      const { view } = await start("fawry", 500, await unitOfEgypt());
      await form(`/sandbox/fawry/outlet/${view.reference}`, { action: "expire" });
      expect((await rowOf(view.paymentId)).status).toBe("not_paid");
      await post("/api/payments/callbacks/fawry", fawryNotice(view.reference!, view.paymentId, 570));
      expect((await rowOf(view.paymentId)).status).toBe("not_paid");
    });

    it("refunds through Fawry", async () => {
      const { view } = await start("fawry", 500, await unitOfEgypt());
      await form(`/sandbox/fawry/outlet/${view.reference}`, { action: "approve" });
      expect(await refundPayment(deps(), view.paymentId, 70)).toMatchObject({ refunded: 70, payment: { status: "partially_refunded" } });
      expect(await refundPayment(deps(), view.paymentId)).toMatchObject({ refunded: 500, payment: { status: "refunded" } });
      expect((await sandboxRow(view.reference!)).refundedMinor).toBe(57000);
    });
  });

  describe("Tamara (sandbox)", () => {
    const tamaraRow = async (publicId: string) => (await rowOf(publicId)).providerReference!;

    it("checkout, approval, authorise and capture: paid once the merchant captured", async () => {
      const { view, email } = await start("tamara");
      expect(view.redirectUrl).toMatch(/\/sandbox\/tamara\/checkout\//);
      const orderId = await tamaraRow(view.paymentId);
      const res = await form(`/sandbox/tamara/checkout/${orderId}`, { action: "approve" });
      expect(new URL(res.headers.get("location")!).searchParams.get("paymentStatus")).toBe("approved");
      expect((await rowOf(view.paymentId)).status).toBe("paid");
      expect((await sandboxRow(orderId)).status).toBe("fully_captured");
      expect(await readOutbox(ctx().database.db, email)).toHaveLength(1);
    });

    it("a token signed with another key answers 401 and changes nothing", async () => {
      const { view } = await start("tamara");
      const orderId = await tamaraRow(view.paymentId);
      await ctx().database.db.update(sandboxTransactions).set({ status: "approved" }).where(eq(sandboxTransactions.id, orderId));
      const body = JSON.stringify({ order_id: orderId, event_type: "order_approved" });
      expect((await post(`/api/payments/callbacks/tamara?tamaraToken=${tamaraToken("other-key")}`, body)).status).toBe(401);
      expect((await post("/api/payments/callbacks/tamara", body)).status).toBe(401);
      expect((await rowOf(view.paymentId)).status).toBe("pending");
      expect((await sandboxRow(orderId)).status).toBe("approved");
    });

    it("an order left unpaid for 30 minutes expires: a late approval changes nothing", async () => {
      const { view, email } = await start("tamara");
      const orderId = await tamaraRow(view.paymentId);
      const db = ctx().database.db;
      await db
        .update(sandboxTransactions)
        .set({ status: "new", expiresAt: new Date(Date.now() - 1000) })
        .where(and(eq(sandboxTransactions.id, orderId), eq(sandboxTransactions.provider, "tamara")));
      const before = await rowOf(view.paymentId);
      // Reading the order at Tamara finds it expired (and Tamara says so); the approval is refused.
      const res = await post(`/api/payments/callbacks/tamara?tamaraToken=${tamaraToken()}`, JSON.stringify({ order_id: orderId, event_type: "order_approved" }));
      expect(res.status).toBe(200);
      const after = await rowOf(view.paymentId);
      expect(after.status).not.toBe("paid");
      expect(after.paidAt).toBeNull();
      expect(before.status).toBe("pending");
      expect((await sandboxRow(orderId)).status).toBe("expired");
      expect(await readOutbox(ctx().database.db, email)).toHaveLength(0);
      expect((await eventsOf(after.id)).some((e) => e.outcome === "provider_refused")).toBe(true);
    });

    it("refunds through Tamara, partly and then fully", async () => {
      const { view } = await start("tamara");
      const orderId = await tamaraRow(view.paymentId);
      await form(`/sandbox/tamara/checkout/${orderId}`, { action: "approve" });
      expect(await refundPayment(deps(), view.paymentId, 2.5)).toMatchObject({ payment: { status: "partially_refunded", refunded: 2.5 } });
      expect(await refundPayment(deps(), view.paymentId)).toMatchObject({ payment: { status: "refunded", refunded: 402.5 } });
      expect((await sandboxRow(orderId)).refundedMinor).toBe(40250);
    });
  });

  describe("owners and the response page", () => {
    it("tells the owner of the purpose once per change, including a retry with cash", async () => {
      const changes: PaymentStatusChange[] = [];
      const off = onPaymentStatus("offer_booking", (_deps, change) => void changes.push(change));
      try {
        const { view } = await start("card");
        const invoiceId = (await rowOf(view.paymentId)).providerReference!;
        await form(`/sandbox/card/invoices/${invoiceId}/control`, { action: "decline" });
        await form(`/sandbox/card/invoices/${invoiceId}/control`, { action: "resend" });
        expect(changes.map((c) => [c.from, c.to])).toEqual([["pending", "not_paid"]]);
        const retried = await retryPayment(deps(), view.paymentId, "cash");
        expect(retried).toMatchObject({ method: "cash", status: "not_paid", total: 402.5, purposeId: 1 });
        expect(changes.at(-1)).toMatchObject({ from: null, to: "not_paid" });
        await expect(retryPayment(deps(), retried.paymentId, "card")).rejects.toMatchObject({ code: "not_retryable" });
      } finally {
        off();
      }
    });

    it("GET /api/payments/{id}: 404 for an unknown id, 422 for a malformed one, retry over HTTP", async () => {
      expect((await ctx().client.call("/api/payments/pay_AAAAAAAAAAAAAAAAAAAAAA")).status).toBe(404);
      expect((await ctx().client.call("/api/payments/not-a-payment")).status).toBe(422);
      const nul = (await ctx().client.call("/api/payments/1%00")).status;
      expect(nul >= 400 && nul < 500).toBe(true);
      const { view } = await start("card");
      const invoiceId = (await rowOf(view.paymentId)).providerReference!;
      await form(`/sandbox/card/invoices/${invoiceId}/control`, { action: "decline" });
      const retry = await ctx().client.call<{ data: { method: string; redirect_url: string | null } }>(`/api/payments/${view.paymentId}/retry`, {
        method: "POST",
        body: { method: "card" },
        lang: "en",
      });
      expect(retry.status).toBe(201);
      expect(retry.body.data.redirect_url).toMatch(/\/sandbox\/card\/invoices\//);
      const again = await ctx().client.call<{ message: string }>(`/api/payments/${view.paymentId}/retry`, { method: "POST", body: { method: "fawry" }, lang: "en" });
      expect(again.status).toBe(422);
    });
  });
}
