import { sql } from "drizzle-orm";
import type { Context, Hono } from "hono";
import { html } from "hono/html";
import { z } from "zod";
import { sandboxTransactions } from "../../db/schema";
import type { AppEnv, Deps } from "../../http/context";
import { sameSecret } from "../crypto";
import { controls, formatMinor, sandboxPage, type SandboxLang } from "./page";
import { deliver, resend } from "./notify";
import { type SandboxRow, findTransaction, insertTransaction, moveTransaction, sandboxIds, addRefund } from "./store";

/**
 * Moyasar's side: invoices with a hosted card page, card payments (test cards below), 3-D Secure,
 * refunds and webhooks. The secret key reads, creates invoices and refunds; the publishable key
 * (the browser's) may only pay.
 */
export const TEST_CARDS = {
  /** Paid at once. */
  success: "4111111111111111",
  /** Declined: insufficient funds. */
  declined: "4000000000000002",
  /** Asks for 3-D Secure; the challenge page decides. */
  secure3d: "4000000000003220",
} as const;

interface CardPayment {
  id: string;
  status: "initiated" | "paid" | "failed" | "refunded";
  amount: number;
  message: string;
  last4?: string;
}

interface InvoiceDetails {
  description: string;
  success_url: string;
  back_url: string;
  lang: SandboxLang;
  payments: CardPayment[];
}

const OPEN = ["initiated"];
const details = (row: SandboxRow) => row.details as unknown as InvoiceDetails;

function invoiceJson(deps: Deps, row: SandboxRow) {
  const d = details(row);
  return {
    id: row.id,
    status: row.status,
    amount: row.amountMinor,
    currency: row.currency,
    description: d.description,
    url: `${deps.config.payments.publicUrl}/sandbox/card/invoices/${row.id}`,
    expired_at: row.expiresAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    payments: d.payments.map((p) => ({ ...p, refunded: p.status === "refunded" ? p.amount : 0 })),
  };
}

function secretKeyOk(deps: Deps, c: Context<AppEnv>): boolean {
  const basic = /^Basic\s+(\S+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
  const key = basic ? Buffer.from(basic, "base64").toString("utf8").replace(/:$/, "") : "";
  const secret = deps.config.payments.moyasarSecretKey;
  return Boolean(secret && key && sameSecret(key, secret));
}

async function expireIfDue(deps: Deps, row: SandboxRow): Promise<SandboxRow> {
  if (row.status === "initiated" && row.expiresAt && row.expiresAt.getTime() <= Date.now()) {
    return (await moveTransaction(deps.db, row.id, OPEN, "expired")) ?? row;
  }
  return row;
}

/** Settles the invoice with one card payment, sends the webhook, answers where the browser goes. */
async function settle(deps: Deps, row: SandboxRow, payment: CardPayment): Promise<string> {
  const d = details(row);
  const status = payment.status === "paid" ? "paid" : "failed";
  const moved = await moveTransaction(deps.db, row.id, OPEN, status, { details: { ...d, payments: [...d.payments, payment] } as never });
  if (moved) {
    await deliver(deps, "card", row.id, {
      path: "/api/payments/callbacks/card",
      body: JSON.stringify({
        id: crypto.randomUUID(),
        type: status === "paid" ? "payment_paid" : "payment_failed",
        created_at: new Date().toISOString(),
        secret_token: deps.config.payments.moyasarWebhookSecret,
        account_name: "sandbox",
        live: false,
        data: { id: payment.id, status: payment.status, amount: row.amountMinor, currency: row.currency, invoice_id: row.id, message: payment.message },
      }),
    });
  }
  const back = new URL(d.success_url);
  back.searchParams.set("id", payment.id);
  back.searchParams.set("status", payment.status);
  back.searchParams.set("message", payment.message);
  return back.toString();
}

const InvoiceBody = z.object({
  amount: z.number().int().positive(),
  currency: z.string().length(3),
  description: z.string().min(1),
  success_url: z.url(),
  back_url: z.url().optional(),
  metadata: z.record(z.string(), z.string()).optional(),
});

export function installCardSandbox(app: Hono<AppEnv>, deps: Deps) {
  app.post("/sandbox/card/v1/invoices", async (c) => {
    if (!secretKeyOk(deps, c)) return c.json({ type: "authentication_error", message: "Invalid authorization credentials" }, 401);
    const body = InvoiceBody.safeParse(await c.req.json().catch(() => null));
    if (!body.success) return c.json({ type: "invalid_request_error", message: "Validation Failed", errors: z.flattenError(body.error).fieldErrors }, 400);
    const lang: SandboxLang = body.data.metadata?.lang === "en" ? "en" : "ar";
    const row = await insertTransaction(deps.db, {
      id: sandboxIds.card(),
      provider: "card",
      status: "initiated",
      amountMinor: body.data.amount,
      currency: body.data.currency,
      merchantReference: body.data.metadata?.payment_id ?? "",
      returnUrl: body.data.success_url,
      details: { description: body.data.description, success_url: body.data.success_url, back_url: body.data.back_url ?? body.data.success_url, lang, payments: [] },
      expiresAt: new Date(Date.now() + 60 * 60_000),
    });
    return c.json(invoiceJson(deps, row), 201);
  });

  app.get("/sandbox/card/v1/invoices/:id", async (c) => {
    if (!secretKeyOk(deps, c)) return c.json({ type: "authentication_error", message: "Invalid authorization credentials" }, 401);
    const row = await findTransaction(deps.db, "card", c.req.param("id"));
    if (!row) return c.json({ type: "record_not_found", message: "Object not found" }, 404);
    return c.json(invoiceJson(deps, await expireIfDue(deps, row)));
  });

  app.post("/sandbox/card/v1/payments/:id/refund", async (c) => {
    if (!secretKeyOk(deps, c)) return c.json({ type: "authentication_error", message: "Invalid authorization credentials" }, 401);
    const body = z.object({ amount: z.number().int().positive() }).safeParse(await c.req.json().catch(() => null));
    if (!body.success) return c.json({ type: "invalid_request_error", message: "Validation Failed" }, 400);
    const invoiceId = c.req.query("invoice") ?? "";
    const row = invoiceId ? await findTransaction(deps.db, "card", invoiceId) : await findInvoiceOfPayment(deps, c.req.param("id"));
    const payment = row && details(row).payments.find((p) => p.id === c.req.param("id"));
    if (!row || !payment) return c.json({ type: "record_not_found", message: "Object not found" }, 404);
    if (payment.status !== "paid" && payment.status !== "refunded") return c.json({ type: "invalid_request_error", message: "Payment is not paid" }, 400);
    const refunded = await addRefund(deps.db, row.id, body.data.amount);
    if (!refunded) return c.json({ type: "invalid_request_error", message: "Refund amount exceeds the paid amount" }, 400);
    return c.json({ ...payment, status: refunded.refundedMinor >= refunded.amountMinor ? "refunded" : "paid", refunded: refunded.refundedMinor });
  });

  // The hosted invoice page: the card form the browser fills in.
  app.get("/sandbox/card/invoices/:id", async (c) => {
    const found = await findTransaction(deps.db, "card", c.req.param("id"));
    if (!found) return c.text("Not found", 404);
    const row = await expireIfDue(deps, found);
    const d = details(row);
    const ar = d.lang === "ar";
    const open = row.status === "initiated";
    const error = c.req.query("error");
    return c.html(
      sandboxPage({
        lang: d.lang,
        brand: "Moyasar",
        title: ar ? "الدفع بالبطاقة" : "Pay by card",
        body: html`<p>${d.description}</p>
<p><strong>${ar ? "المبلغ" : "Amount"}:</strong> <span dir="ltr">${formatMinor(row.amountMinor, row.currency, d.lang)}</span></p>
${error ? html`<p role="alert">${error}</p>` : ""}
${open
          ? html`<form method="post" action="/sandbox/card/v1/payments">
<input type="hidden" name="publishable_api_key" value="${deps.config.payments.moyasarPublishableKey ?? ""}">
<input type="hidden" name="invoice_id" value="${row.id}">
<label for="name">${ar ? "الاسم على البطاقة" : "Name on card"}</label>
<input id="name" name="source[name]" autocomplete="cc-name" required>
<label for="number">${ar ? "رقم البطاقة" : "Card number"}</label>
<input id="number" name="source[number]" inputmode="numeric" autocomplete="cc-number" dir="ltr" required aria-describedby="cards-hint">
<p id="cards-hint" class="hint">${ar ? "بطاقات الاختبار" : "Test cards"}: ${TEST_CARDS.success} (${ar ? "ناجحة" : "succeeds"}), ${TEST_CARDS.declined} (${ar ? "مرفوضة" : "declined"}), ${TEST_CARDS.secure3d} (3-D Secure)</p>
<label for="expiry">${ar ? "تاريخ الانتهاء (MM/YY)" : "Expiry (MM/YY)"}</label>
<input id="expiry" name="source[expiry]" autocomplete="cc-exp" dir="ltr" required>
<label for="cvc">CVC</label>
<input id="cvc" name="source[cvc]" inputmode="numeric" autocomplete="cc-csc" dir="ltr" required>
<button class="primary" type="submit">${ar ? "ادفع" : "Pay"}</button>
</form>`
          : html`<p role="status">${ar ? "حالة الفاتورة" : "Invoice status"}: ${row.status}</p><p><a href="${d.back_url}">${ar ? "العودة إلى المتجر" : "Back to the merchant"}</a></p>`}
${controls(d.lang, `/sandbox/card/invoices/${row.id}/control`, open, Boolean(row.lastNotification))}`,
      }),
    );
  });

  // What Moyasar.js posts with the publishable key: pay the invoice with a card.
  app.post("/sandbox/card/v1/payments", async (c) => {
    const form = await c.req.parseBody();
    const key = String(form.publishable_api_key ?? "");
    const publishable = deps.config.payments.moyasarPublishableKey;
    if (!publishable || !sameSecret(key, publishable)) return c.json({ type: "authentication_error", message: "Invalid authorization credentials" }, 401);
    const found = await findTransaction(deps.db, "card", String(form.invoice_id ?? ""));
    if (!found) return c.text("Not found", 404);
    const row = await expireIfDue(deps, found);
    if (row.status !== "initiated") return c.redirect(`/sandbox/card/invoices/${row.id}`, 303);
    const number = String(form["source[number]"] ?? "").replace(/\D/g, "");
    const payment: CardPayment = { id: sandboxIds.cardPayment(), status: "failed", amount: row.amountMinor, message: "", last4: number.slice(-4) };
    if (number === TEST_CARDS.success) return c.redirect(await settle(deps, row, { ...payment, status: "paid", message: "APPROVED" }), 303);
    if (number === TEST_CARDS.secure3d) {
      const d = details(row);
      await moveTransaction(deps.db, row.id, OPEN, "initiated", {
        details: { ...d, pending3ds: { ...payment, status: "initiated", message: "3-D Secure transaction attempt" } } as never,
      });
      return c.redirect(`/sandbox/card/3ds/${row.id}`, 303);
    }
    if (number === TEST_CARDS.declined) return c.redirect(await settle(deps, row, { ...payment, message: "INSUFFICIENT FUNDS" }), 303);
    const lang = details(row).lang;
    return c.redirect(`/sandbox/card/invoices/${row.id}?error=${encodeURIComponent(lang === "ar" ? "رقم البطاقة غير صحيح" : "Invalid card number")}`, 303);
  });

  app.get("/sandbox/card/3ds/:id", async (c) => {
    const row = await findTransaction(deps.db, "card", c.req.param("id"));
    if (!row) return c.text("Not found", 404);
    const d = details(row);
    const ar = d.lang === "ar";
    return c.html(
      sandboxPage({
        lang: d.lang,
        brand: "3-D Secure",
        title: ar ? "تأكيد هوية حامل البطاقة" : "Confirm it is you",
        body: html`<p>${ar ? "البنك المصدر يطلب التحقق من هذه العملية" : "Your bank asks you to confirm this payment"}: <span dir="ltr">${formatMinor(row.amountMinor, row.currency, d.lang)}</span></p>
<form method="post" action="/sandbox/card/3ds/${row.id}">
<button class="primary" name="result" value="authenticated">${ar ? "تأكيد" : "Authenticate"}</button>
<button name="result" value="failed">${ar ? "فشل التحقق" : "Fail authentication"}</button>
</form>`,
      }),
    );
  });

  app.post("/sandbox/card/3ds/:id", async (c) => {
    const row = await findTransaction(deps.db, "card", c.req.param("id"));
    const pending = row ? ((row.details as Record<string, unknown>).pending3ds as CardPayment | undefined) : undefined;
    if (!row || !pending || row.status !== "initiated") return c.text("Not found", 404);
    const form = await c.req.parseBody();
    const ok = form.result === "authenticated";
    return c.redirect(await settle(deps, row, { ...pending, status: ok ? "paid" : "failed", message: ok ? "APPROVED" : "3-D Secure authentication failed" }), 303);
  });

  // The dashboard's buttons.
  app.post("/sandbox/card/invoices/:id/control", async (c) => {
    const found = await findTransaction(deps.db, "card", c.req.param("id"));
    if (!found) return c.text("Not found", 404);
    const row = await expireIfDue(deps, found);
    const action = String((await c.req.parseBody()).action ?? "");
    const payment: CardPayment = { id: sandboxIds.cardPayment(), status: "failed", amount: row.amountMinor, message: "", last4: "1111" };
    if (action === "approve" && row.status === "initiated") return c.redirect(await settle(deps, row, { ...payment, status: "paid", message: "APPROVED" }), 303);
    if (action === "decline" && row.status === "initiated") return c.redirect(await settle(deps, row, { ...payment, message: "DECLINED" }), 303);
    if (action === "expire") {
      await moveTransaction(deps.db, row.id, OPEN, "expired", { expiresAt: new Date() });
      return c.redirect(details(row).back_url, 303);
    }
    if (action === "resend" && row.lastNotification) await resend(deps, "card", row.lastNotification);
    return c.redirect(`/sandbox/card/invoices/${row.id}`, 303);
  });
}

async function findInvoiceOfPayment(deps: Deps, paymentId: string): Promise<SandboxRow | undefined> {
  const [row] = await deps.db
    .select()
    .from(sandboxTransactions)
    .where(sql`${sandboxTransactions.provider} = 'card' and ${sandboxTransactions.details}->'payments' @> ${JSON.stringify([{ id: paymentId }])}::jsonb`)
    .limit(1);
  return row;
}
