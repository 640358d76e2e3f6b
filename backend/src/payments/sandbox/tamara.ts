import type { Context, Hono } from "hono";
import { html } from "hono/html";
import { z } from "zod";
import type { AppEnv, Deps } from "../../http/context";
import { sameSecret, signJwt } from "../crypto";
import { fromMinor, toMinor } from "../money";
import { controls, formatMinor, formatTime, sandboxPage, type SandboxLang } from "./page";
import { deliver, resend } from "./notify";
import { type SandboxRow, addRefund, findTransaction, insertTransaction, moveTransaction, sandboxIds } from "./store";

/**
 * Tamara's side: checkout sessions with a hosted page showing the instalment plan, approval
 * notifications carrying a JWT in `tamaraToken`, authorise and capture by the merchant, refunds.
 * An order nobody approves expires 30 minutes after it was created.
 */
export const TAMARA_ORDER_LIFETIME_MS = 30 * 60_000;

interface OrderDetails {
  locale: string;
  instalments: number;
  description: string;
  merchant_url: { success: string; failure: string; cancel: string; notification: string };
}

const details = (row: SandboxRow) => row.details as unknown as OrderDetails;
const lang = (row: SandboxRow): SandboxLang => (details(row).locale.startsWith("en") ? "en" : "ar");

const Money = z.object({ amount: z.number().nonnegative(), currency: z.string().length(3) });
const CheckoutBody = z.object({
  order_reference_id: z.string().min(1),
  total_amount: Money,
  description: z.string().default(""),
  instalments: z.number().int().min(2).max(12).default(3),
  locale: z.string().default("ar_SA"),
  merchant_url: z.object({ success: z.url(), failure: z.url(), cancel: z.url(), notification: z.url() }),
});

function tokenOk(deps: Deps, c: Context<AppEnv>): boolean {
  const token = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "")?.[1] ?? "";
  const expected = deps.config.payments.tamaraApiToken;
  return Boolean(expected && token && sameSecret(token, expected));
}

const unauthorized = (c: Context<AppEnv>) => c.json({ message: "Unauthorized", errors: [{ error_code: "invalid_token" }] }, 401);

function orderJson(row: SandboxRow) {
  return {
    order_id: row.id,
    order_reference_id: row.merchantReference,
    status: row.status === "fully_captured" && row.refundedMinor > 0 ? (row.refundedMinor >= row.amountMinor ? "fully_refunded" : "partially_refunded") : row.status,
    total_amount: { amount: fromMinor(row.amountMinor, "SAR"), currency: row.currency },
    refunded_amount: { amount: fromMinor(row.refundedMinor, "SAR"), currency: row.currency },
    instalments: details(row).instalments,
    created_at: row.createdAt.toISOString(),
  };
}

async function notify(deps: Deps, row: SandboxRow, eventType: string) {
  const now = Math.floor(Date.now() / 1000);
  const token = signJwt({ iat: now, exp: now + 3600, iss: "Tamara" }, deps.config.payments.tamaraNotificationToken ?? "");
  const body = { order_id: row.id, order_reference_id: row.merchantReference, order_number: row.merchantReference, event_type: eventType, data: {} };
  return deliver(deps, "tamara", row.id, { path: "/api/payments/callbacks/tamara", query: `tamaraToken=${token}`, body: JSON.stringify(body) });
}

async function expireIfDue(deps: Deps, row: SandboxRow): Promise<SandboxRow> {
  if (row.status !== "new" || !row.expiresAt || row.expiresAt.getTime() > Date.now()) return row;
  const moved = await moveTransaction(deps.db, row.id, ["new"], "expired");
  if (moved) await notify(deps, moved, "order_expired");
  return moved ?? row;
}

export function installTamaraSandbox(app: Hono<AppEnv>, deps: Deps) {
  app.post("/sandbox/tamara/checkout", async (c) => {
    if (!tokenOk(deps, c)) return unauthorized(c);
    const parsed = CheckoutBody.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ message: "Invalid request", errors: z.flattenError(parsed.error).fieldErrors }, 400);
    const b = parsed.data;
    const row = await insertTransaction(deps.db, {
      id: sandboxIds.tamara(),
      provider: "tamara",
      status: "new",
      amountMinor: toMinor(b.total_amount.amount, "SAR"),
      currency: b.total_amount.currency,
      merchantReference: b.order_reference_id,
      returnUrl: b.merchant_url.success,
      details: { locale: b.locale, instalments: b.instalments, description: b.description, merchant_url: b.merchant_url },
      expiresAt: new Date(Date.now() + TAMARA_ORDER_LIFETIME_MS),
    });
    return c.json({ order_id: row.id, checkout_id: crypto.randomUUID(), checkout_url: `${deps.config.payments.publicUrl}/sandbox/tamara/checkout/${row.id}`, status: "new" });
  });

  app.get("/sandbox/tamara/merchants/orders/:id", async (c) => {
    if (!tokenOk(deps, c)) return unauthorized(c);
    const row = await findTransaction(deps.db, "tamara", c.req.param("id"));
    if (!row) return c.json({ message: "Order not found" }, 404);
    return c.json(orderJson(await expireIfDue(deps, row)));
  });

  app.post("/sandbox/tamara/orders/:id/authorise", async (c) => {
    if (!tokenOk(deps, c)) return unauthorized(c);
    const found = await findTransaction(deps.db, "tamara", c.req.param("id"));
    if (!found) return c.json({ message: "Order not found" }, 404);
    const row = await expireIfDue(deps, found);
    const moved = await moveTransaction(deps.db, row.id, ["approved"], "authorised");
    if (!moved && row.status !== "authorised") return c.json({ message: `Order is ${row.status}`, errors: [{ error_code: `order_${row.status}` }] }, 409);
    return c.json({ order_id: row.id, status: "authorised", order_expiry_time: row.expiresAt?.toISOString() });
  });

  app.post("/sandbox/tamara/payments/capture", async (c) => {
    if (!tokenOk(deps, c)) return unauthorized(c);
    const parsed = z.object({ order_id: z.string(), total_amount: Money }).safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ message: "Invalid request" }, 400);
    const row = await findTransaction(deps.db, "tamara", parsed.data.order_id);
    if (!row) return c.json({ message: "Order not found" }, 404);
    if (toMinor(parsed.data.total_amount.amount, "SAR") !== row.amountMinor) return c.json({ message: "Capture amount differs from the order" }, 400);
    const moved = await moveTransaction(deps.db, row.id, ["authorised"], "fully_captured");
    if (!moved && row.status !== "fully_captured") return c.json({ message: `Order is ${row.status}` }, 409);
    return c.json({ capture_id: crypto.randomUUID(), order_id: row.id, status: "fully_captured" });
  });

  app.post("/sandbox/tamara/payments/simplified-refund/:id", async (c) => {
    if (!tokenOk(deps, c)) return unauthorized(c);
    const parsed = z.object({ total_amount: Money, comment: z.string().default("") }).safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ message: "Invalid request" }, 400);
    const row = await findTransaction(deps.db, "tamara", c.req.param("id"));
    if (!row) return c.json({ message: "Order not found" }, 404);
    if (row.status !== "fully_captured") return c.json({ message: `Order is ${row.status}` }, 409);
    const refunded = await addRefund(deps.db, row.id, toMinor(parsed.data.total_amount.amount, "SAR"));
    if (!refunded) return c.json({ message: "Refund amount exceeds the captured amount" }, 400);
    return c.json({ refund_id: crypto.randomUUID(), order_id: row.id, status: orderJson(refunded).status });
  });

  // The hosted checkout: the instalment plan and the patient's decision.
  app.get("/sandbox/tamara/checkout/:id", async (c) => {
    const found = await findTransaction(deps.db, "tamara", c.req.param("id"));
    if (!found) return c.text("Not found", 404);
    const row = await expireIfDue(deps, found);
    const d = details(row);
    const l = lang(row);
    const ar = l === "ar";
    const share = Math.floor(row.amountMinor / d.instalments);
    const plan = Array.from({ length: d.instalments }, (_, i) => (i === 0 ? row.amountMinor - share * (d.instalments - 1) : share));
    return c.html(
      sandboxPage({
        lang: l,
        brand: "Tamara",
        title: ar ? `قسّمها على ${d.instalments} دفعات` : `Split it in ${d.instalments} payments`,
        body: html`<p>${d.description}</p>
<p><strong>${ar ? "الإجمالي" : "Total"}:</strong> <span dir="ltr">${formatMinor(row.amountMinor, row.currency, l)}</span></p>
<ol>${plan.map((p, i) => html`<li>${i === 0 ? (ar ? "اليوم" : "Today") : ar ? `بعد ${i} شهر` : `In ${i} month${i > 1 ? "s" : ""}`}: <span dir="ltr">${formatMinor(p, row.currency, l)}</span></li>`)}</ol>
<p class="hint">${ar ? "ينتهي الطلب إن لم يُعتمد في" : "The order expires if not approved by"} ${formatTime(row.expiresAt, l)}</p>
<p role="status">${ar ? "حالة الطلب" : "Order status"}: ${row.status}</p>
${controls(l, `/sandbox/tamara/checkout/${row.id}`, row.status === "new", Boolean(row.lastNotification))}`,
      }),
    );
  });

  app.post("/sandbox/tamara/checkout/:id", async (c) => {
    const found = await findTransaction(deps.db, "tamara", c.req.param("id"));
    if (!found) return c.text("Not found", 404);
    const row = await expireIfDue(deps, found);
    const d = details(row);
    const action = String((await c.req.parseBody()).action ?? "");
    const back = (url: string, status: string) => {
      const target = new URL(url);
      target.searchParams.set("orderId", row.id);
      target.searchParams.set("paymentStatus", status);
      return c.redirect(target.toString(), 303);
    };
    if (action === "resend") {
      if (row.lastNotification) await resend(deps, "tamara", row.lastNotification);
      return c.redirect(`/sandbox/tamara/checkout/${row.id}`, 303);
    }
    const to = action === "approve" ? "approved" : action === "decline" ? "declined" : action === "expire" ? "expired" : null;
    if (!to) return c.redirect(`/sandbox/tamara/checkout/${row.id}`, 303);
    const moved = await moveTransaction(deps.db, row.id, ["new"], to, to === "expired" ? { expiresAt: new Date() } : {});
    if (!moved) return c.redirect(`/sandbox/tamara/checkout/${row.id}`, 303);
    await notify(deps, moved, `order_${to}`);
    return to === "approved" ? back(d.merchant_url.success, "approved") : back(d.merchant_url.failure, to);
  });
}
