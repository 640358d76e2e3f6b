import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { loadFigures, warmedLoad } from "./bench-load";
import type { createApp } from "../../backend/src/app";
import { asc, eq } from "drizzle-orm";
import type { Config } from "../../backend/src/config";
import type { Db } from "../../backend/src/db/client";
import { businessUnits, paymentEvents, payments } from "../../backend/src/db/schema";
import { startPayment } from "../../backend/src/payments";
import { flushReplays } from "../../backend/src/payments/repository";
import { outboxMessenger, readOutbox } from "../../backend/src/platform/outbox";

/**
 * The card webhook (POST /api/payments/callbacks/card) replayed by 50 connections, as a provider
 * retrying: the first delivery pays, every other one must change nothing. Returns the latencies
 * and whether exactly one state change and one email happened (issue 19: p99 ≤ 50 ms).
 */
export async function benchPaymentNotifications(base: string, db: Db, config: Config, connections: number, durationS: number) {
  const email = `bench-${Date.now()}@example.com`;
  const deps = {
    db,
    config,
    businessUnits: () => db.select().from(businessUnits).orderBy(asc(businessUnits.id)),
    messenger: outboxMessenger(db, () => undefined),
  };
  const payment = await startPayment(deps, {
    purpose: "offer_booking",
    purposeId: 1,
    businessUnitId: 1,
    method: "card",
    price: 350,
    customer: { name: "Bench Patient", mobile: "0550000000", email },
    lang: "ar",
    returnUrl: "http://localhost:3000/paymentResponse/{paymentId}",
  });
  const [row] = await db.select().from(payments).where(eq(payments.publicId, payment.paymentId));
  if (!row?.providerReference) throw new Error("bench payment has no provider reference");
  const body = JSON.stringify({
    id: "evt_bench",
    type: "payment_paid",
    secret_token: config.payments.moyasarWebhookSecret,
    live: false,
    data: { id: "pay_bench", status: "paid", amount: row.totalMinor, currency: row.currency, invoice_id: row.providerReference },
  });
  const url = `${base}/api/payments/callbacks/card`;
  const request = { url, method: "POST" as const, headers: { "content-type": "application/json" }, body };
  const r = await warmedLoad({ ...request, connections, duration: durationS });
  await flushReplays(db);
  const events = await db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, row.id));
  const applied = events.filter((e) => e.outcome === "applied").length;
  const emails = (await readOutbox(db, email)).length;
  return {
    result: r,
    notifications: events.filter((e) => e.kind === "notification").length,
    stateChanges: applied,
    emails,
    ok: applied === 1 && emails === 1,
  };
}

/** The scenario as a row of bench-api's table; throws when a replay changed the state twice. */
export async function paymentNotificationRow(app: ReturnType<typeof createApp>, db: Db, config: Config, connections: number, durationS: number) {
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const run = await benchPaymentNotifications(base, db, config, connections, durationS);
    console.log(
      `payment notification replays: ${run.notifications} kept, ${run.stateChanges} state change(s), ${run.emails} email(s)`,
    );
    if (!run.ok) throw new Error("a replayed payment notification changed the payment more than once");
    return {
      mode: "default (coalescing)",
      scenario: "payment notification (card webhook replays)",
      path: "POST /api/payments/callbacks/card",
      items: run.stateChanges,
      ...loadFigures(run.result),
    };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}
