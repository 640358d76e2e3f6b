import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../backend/src/app";
import type { Config } from "../../backend/src/config";
import type { Database } from "../../backend/src/db/client";
import { businessUnits, payments, sandboxTransactions } from "../../backend/src/db/schema";
import type { Deps } from "../../backend/src/http/context";
import { getPayment, refundPayment, startPayment } from "../../backend/src/payments";
import { outboxMessenger } from "../../backend/src/platform/outbox";
import { TEST_CONFIG } from "./helpers/client";
import { openTestPglite } from "./helpers/db";

/**
 * The providers' real HTTP path: each provider's API base is configured (as in production), and
 * the base is the sandbox served over a loopback socket, so every call goes through `fetch` with
 * its headers, body, status and timeout, not through the in-process shortcut.
 */

const listen = async (server: Server): Promise<string> => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

let database: Database;
let provider: ReturnType<typeof serve>;
let base = "";
let config: Config;
/** The app behind the loopback server; a test may swap it for one configured otherwise. */
const served: { app?: ReturnType<typeof createApp> } = {};
const troubled: Server[] = [];

const depsWith = (payments: Partial<Config["payments"]> = {}): Deps => ({
  db: database.db,
  config: { ...config, payments: { ...config.payments, ...payments } },
  businessUnits: () => database.db.select().from(businessUnits).orderBy(asc(businessUnits.id)),
  messenger: outboxMessenger(database.db, () => undefined),
});

beforeAll(async () => {
  database = await openTestPglite();
  // The app needs the port in its configuration, so the server starts first and the app joins it.
  provider = serve({ fetch: (request) => served.app!.fetch(request), port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => provider.once("listening", resolve));
  base = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  config = {
    ...TEST_CONFIG,
    payments: {
      ...TEST_CONFIG.payments,
      publicUrl: base,
      moyasarApiUrl: `${base}/sandbox/card`,
      fawryApiUrl: `${base}/sandbox/fawry`,
      tamaraApiUrl: `${base}/sandbox/tamara`,
      // Generous: a loaded test machine must not turn a slow answer into a failed payment.
      providerTimeoutMs: 10_000,
    },
  };
  served.app = createApp(database.db, { config });
});

afterAll(async () => {
  for (const server of troubled) server.close();
  await new Promise((resolve) => provider.close(resolve));
  await database.close();
});

const start = async (method: "card" | "fawry" | "tamara", businessUnitId = 1, deps = depsWith(), email = "sara.http@example.com") =>
  startPayment(deps, {
    purpose: "offer_booking",
    purposeId: 1,
    businessUnitId,
    method,
    price: 350,
    customer: { name: "Sara Ahmed", mobile: "0551234567", email },
    lang: "en",
    returnUrl: "http://localhost:3000/paymentResponse/{paymentId}",
  });

const referenceOf = async (publicId: string) =>
  (await database.db.select().from(payments).where(eq(payments.publicId, publicId)))[0]!.providerReference!;
const sandboxRow = async (id: string) => (await database.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.id, id)))[0]!;
const pressOnProviderPage = (path: string, action: string) =>
  fetch(`${base}${path}`, { method: "POST", body: new URLSearchParams({ action }), redirect: "manual" });

describe("payments over HTTP to the providers' APIs", () => {
  it("card (Moyasar): the invoice is created, paid on its page and refunded, each through the API", async () => {
    const view = await start("card");
    expect(view.redirectUrl).toContain(`${base}/sandbox/card/`);
    const invoiceId = await referenceOf(view.paymentId);
    await pressOnProviderPage(`/sandbox/card/invoices/${invoiceId}/control`, "approve");
    expect((await getPayment(depsWith(), view.paymentId))!.status).toBe("paid");
    expect(await refundPayment(depsWith(), view.paymentId, 100)).toMatchObject({ payment: { status: "partially_refunded", refunded: 100 } });
    expect((await sandboxRow(invoiceId)).refundedMinor).toBe(10000);
  });

  it("Fawry: a reference paid at the outlet is found paid by the status API and refunded", async () => {
    const egypt = (await depsWith().businessUnits()).find((u) => u.currency === "EGP")!.id;
    const view = await start("fawry", egypt);
    expect(view.reference).toMatch(/^\d{9}$/);
    await database.db.update(sandboxTransactions).set({ status: "PAID" }).where(eq(sandboxTransactions.id, view.reference!));
    expect((await getPayment(depsWith(), view.paymentId))!.status).toBe("paid");
    expect(await refundPayment(depsWith(), view.paymentId)).toMatchObject({ payment: { status: "refunded" } });
    expect((await sandboxRow(view.reference!)).refundedMinor).toBe(39900);
  });

  it("Tamara: checkout, approval, then authorise and capture through the API", async () => {
    const view = await start("tamara");
    const orderId = await referenceOf(view.paymentId);
    await pressOnProviderPage(`/sandbox/tamara/checkout/${orderId}`, "approve");
    expect((await getPayment(depsWith(), view.paymentId))!.status).toBe("paid");
    expect((await sandboxRow(orderId)).status).toBe("fully_captured");
  });

  it("a provider that answers 503, one that never answers in time and one that is not listening fail the attempt cleanly", async () => {
    const failing = createServer((_req, res) => res.writeHead(503, { "content-type": "text/plain" }).end("maintenance"));
    const silent = createServer(() => undefined);
    troubled.push(failing, silent);
    const closed = createServer();
    const closedBase = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    const email = "failed.attempts@example.com";
    for (const moyasarApiUrl of [await listen(failing), await listen(silent), closedBase]) {
      const deps = depsWith({ moyasarApiUrl, providerTimeoutMs: 300 });
      await expect(start("card", 1, deps, email)).rejects.toMatchObject({ code: "provider_failed" });
    }
    const attempts = await database.db.select().from(payments).where(eq(payments.customerEmail, email));
    // The three failed attempts end as not paid; none is left pending.
    expect(attempts.filter((p) => p.status === "pending")).toHaveLength(0);
    expect(attempts.filter((p) => p.status === "not_paid")).toHaveLength(3);
  });

  it("card: a signed webhook without amount or currency is checked by reading the invoice from Moyasar's API", async () => {
    const view = await start("card");
    const invoiceId = await referenceOf(view.paymentId);
    const webhook = () =>
      fetch(`${base}/api/payments/callbacks/card`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ id: "evt_http", type: "payment_paid", secret_token: config.payments.moyasarWebhookSecret, data: { status: "paid", invoice_id: invoiceId } }),
      });
    // The invoice at Moyasar is still open: the webhook's word is not enough.
    expect((await webhook()).status).toBe(200);
    expect((await getPayment(depsWith(), view.paymentId, { refresh: false }))!.status).toBe("pending");
    // Moyasar unreachable: nothing moves, and the webhook is refused so that Moyasar sends it again.
    const down = createServer((_req, res) => res.writeHead(503).end());
    troubled.push(down);
    const downBase = await listen(down);
    served.app = createApp(database.db, { config: { ...config, payments: { ...config.payments, moyasarApiUrl: downBase } } });
    await database.db.update(sandboxTransactions).set({ status: "paid" }).where(eq(sandboxTransactions.id, invoiceId));
    expect((await webhook()).status).toBe(422);
    expect((await getPayment(depsWith(), view.paymentId, { refresh: false }))!.status).toBe("pending");
    // Moyasar answers again, its invoice paid for the payment's amount: now the webhook makes it paid.
    served.app = createApp(database.db, { config });
    expect((await webhook()).status).toBe(200);
    expect((await getPayment(depsWith(), view.paymentId, { refresh: false }))!.status).toBe("paid");
  });
});
