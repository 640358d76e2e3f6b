import type { Context, Hono } from "hono";
import { html } from "hono/html";
import { z } from "zod";
import type { AppEnv, Deps } from "../../http/context";
import { sameSecret } from "../crypto";
import { minorToDecimalString, toMinor } from "../money";
import {
  type FawryNotification,
  fawryChargeSignature,
  fawryNotificationSignature,
  fawryRefundSignature,
  fawryStatusSignature,
} from "../providers/fawry";
import { controls, formatMinor, formatTime, sandboxPage, type SandboxLang } from "./page";
import { deliver, resend } from "./notify";
import { type SandboxRow, addRefund, findByMerchantReference, findTransaction, insertTransaction, moveTransaction, sandboxIds } from "./store";

/**
 * Fawry's side: "Pay at Fawry" charges (signed requests), the status API, refunds, and an outlet
 * page where the reference is paid (or declined, or left to expire). Notifications are signed
 * like Fawry's: SHA-256 over the fields in order and the secure key.
 */
const OPEN = ["UNPAID"];

const ChargeBody = z.object({
  merchantCode: z.string(),
  merchantRefNum: z.string().min(1),
  customerProfileId: z.string().default(""),
  customerMobile: z.string().default(""),
  customerEmail: z.string().default(""),
  paymentMethod: z.literal("PAYATFAWRY"),
  amount: z.number().positive(),
  currencyCode: z.string().default("EGP"),
  language: z.string().default("ar-eg"),
  description: z.string().default(""),
  paymentExpiry: z.number().int().positive(),
  signature: z.string(),
});

const lang = (row: SandboxRow): SandboxLang => ((row.details as { language?: string }).language?.startsWith("en") ? "en" : "ar");

function statusOf(row: SandboxRow) {
  if (row.status === "PAID" && row.refundedMinor > 0) return row.refundedMinor >= row.amountMinor ? "REFUNDED" : "PARTIAL_REFUNDED";
  return row.status;
}

async function expireIfDue(deps: Deps, row: SandboxRow): Promise<SandboxRow> {
  if (row.status !== "UNPAID" || !row.expiresAt || row.expiresAt.getTime() > Date.now()) return row;
  const moved = await moveTransaction(deps.db, row.id, OPEN, "EXPIRED");
  if (moved) await notify(deps, moved);
  return moved ?? row;
}

/** Fawry's server notification (V2) for the transaction's current status. */
async function notify(deps: Deps, row: SandboxRow) {
  const key = deps.config.payments.fawrySecureKey ?? "";
  const amount = Number(minorToDecimalString(row.amountMinor, "EGP"));
  const fields: Omit<FawryNotification, "messageSignature"> = {
    requestId: crypto.randomUUID(),
    fawryRefNumber: row.id,
    merchantRefNumber: row.merchantReference,
    customerMobile: String((row.details as { customerMobile?: string }).customerMobile ?? ""),
    customerMail: String((row.details as { customerEmail?: string }).customerEmail ?? ""),
    paymentAmount: amount,
    orderAmount: amount,
    fawryFees: 0,
    orderStatus: row.status,
    paymentMethod: "PAYATFAWRY",
    paymentTime: Date.now(),
    paymentRefrenceNumber: row.status === "PAID" ? String(Date.now()).slice(-8) : "",
    orderExpiryDate: row.expiresAt?.getTime(),
  };
  const body: FawryNotification = { ...fields, messageSignature: fawryNotificationSignature(fields, key) };
  return deliver(deps, "fawry", row.id, { path: "/api/payments/callbacks/fawry", body: JSON.stringify(body) });
}

const keysOk = (deps: Deps, merchantCode: string) =>
  Boolean(deps.config.payments.fawryMerchantCode && deps.config.payments.fawrySecureKey && merchantCode === deps.config.payments.fawryMerchantCode);

export function installFawrySandbox(app: Hono<AppEnv>, deps: Deps) {
  const key = () => deps.config.payments.fawrySecureKey ?? "";

  app.post("/sandbox/fawry/ECommerceWeb/Fawry/payments/charge", async (c) => {
    const parsed = ChargeBody.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ type: "ChargeResponse", statusCode: 9946, statusDescription: "Invalid request" }, 400);
    const b = parsed.data;
    const amount = b.amount.toFixed(2);
    const expected = fawryChargeSignature(b.merchantCode, b.merchantRefNum, b.customerProfileId, b.paymentMethod, amount, key());
    if (!keysOk(deps, b.merchantCode) || !sameSecret(b.signature.toLowerCase(), expected)) {
      return c.json({ type: "ChargeResponse", statusCode: 9901, statusDescription: "Merchant is not authorized" }, 200);
    }
    const existing = await findByMerchantReference(deps.db, "fawry", b.merchantRefNum);
    if (existing) return c.json({ type: "ChargeResponse", statusCode: 9946, statusDescription: "Duplicate merchant reference" }, 200);
    const row = await insertTransaction(deps.db, {
      id: sandboxIds.fawry(),
      provider: "fawry",
      status: "UNPAID",
      amountMinor: toMinor(b.amount, "EGP"),
      currency: b.currencyCode,
      merchantReference: b.merchantRefNum,
      details: { customerMobile: b.customerMobile, customerEmail: b.customerEmail, language: b.language, description: b.description },
      expiresAt: new Date(b.paymentExpiry),
    });
    return c.json({
      type: "ChargeResponse",
      referenceNumber: row.id,
      merchantRefNumber: row.merchantReference,
      expirationTime: row.expiresAt?.getTime(),
      statusCode: 200,
      statusDescription: "Operation done successfully",
    });
  });

  app.get("/sandbox/fawry/ECommerceWeb/Fawry/payments/status/v2", async (c) => {
    const merchantCode = c.req.query("merchantCode") ?? "";
    const reference = c.req.query("merchantRefNumber") ?? "";
    const signature = (c.req.query("signature") ?? "").toLowerCase();
    if (!keysOk(deps, merchantCode) || !sameSecret(signature, fawryStatusSignature(merchantCode, reference, key()))) {
      return c.json({ type: "PaymentStatusResponse", statusCode: 9901, statusDescription: "Merchant is not authorized" });
    }
    const found = await findByMerchantReference(deps.db, "fawry", reference);
    if (!found) return c.json({ type: "PaymentStatusResponse", statusCode: 9938, statusDescription: "Order not found" });
    const row = await expireIfDue(deps, found);
    const amount = Number(minorToDecimalString(row.amountMinor, "EGP"));
    return c.json({
      type: "PaymentStatusResponse",
      referenceNumber: row.id,
      merchantRefNumber: row.merchantReference,
      paymentAmount: amount,
      orderAmount: amount,
      paymentStatus: statusOf(row),
      expirationTime: row.expiresAt?.getTime(),
      statusCode: 200,
      statusDescription: "Operation done successfully",
    });
  });

  app.post("/sandbox/fawry/ECommerceWeb/Fawry/payments/refund", async (c) => {
    const parsed = z
      .object({ merchantCode: z.string(), referenceNumber: z.string(), refundAmount: z.number().positive(), reason: z.string().default(""), signature: z.string() })
      .safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ statusCode: 9946, statusDescription: "Invalid request" }, 400);
    const b = parsed.data;
    const expected = fawryRefundSignature(b.merchantCode, b.referenceNumber, b.refundAmount.toFixed(2), b.reason, key());
    if (!keysOk(deps, b.merchantCode) || !sameSecret(b.signature.toLowerCase(), expected)) return c.json({ statusCode: 9901, statusDescription: "Merchant is not authorized" });
    const row = await findTransaction(deps.db, "fawry", b.referenceNumber);
    if (!row || row.status !== "PAID") return c.json({ statusCode: 9938, statusDescription: "Order is not paid" });
    const refunded = await addRefund(deps.db, row.id, toMinor(b.refundAmount, "EGP"));
    if (!refunded) return c.json({ statusCode: 9954, statusDescription: "Refund amount exceeds the paid amount" });
    return c.json({ statusCode: 200, statusDescription: "Operation done successfully" });
  });

  // The outlet: a cashier looks the reference up and takes the money, in the language they ask
  // for (`lang`), else the payment's.
  const outletLang = (c: Context<AppEnv>, fallback: SandboxLang = "ar"): SandboxLang => {
    const asked = c.req.query("lang");
    return asked === "en" || asked === "ar" ? asked : fallback;
  };
  const outletTitle = (l: SandboxLang) => (l === "ar" ? "الدفع في منفذ فوري" : "Pay at a Fawry outlet");
  /** The look-up form; after an unknown reference, the field says so and has the focus to type it again. */
  const lookupForm = (l: SandboxLang, unknown?: string) => {
    const ar = l === "ar";
    return html`<form method="get" action="/sandbox/fawry/outlet/lookup">
<input type="hidden" name="lang" value="${l}">
<label for="ref">${ar ? "الرقم المرجعي" : "Reference number"}</label>
<input id="ref" name="ref" inputmode="numeric" dir="ltr" required${unknown === undefined ? "" : html` value="${unknown}" aria-invalid="true" aria-describedby="ref-error" autofocus`}>
${unknown === undefined ? "" : html`<p id="ref-error" role="alert">${ar ? "لا يوجد دفع بهذا الرقم المرجعي. تحقّق من الرقم وأعد المحاولة." : "No payment has this reference number. Check the number and try again."}</p>`}
<button class="primary">${ar ? "بحث" : "Look up"}</button>
</form>`;
  };

  app.get("/sandbox/fawry/outlet", (c) => {
    const l = outletLang(c);
    return c.html(sandboxPage({ lang: l, brand: "Fawry", title: outletTitle(l), body: lookupForm(l) }));
  });
  app.get("/sandbox/fawry/outlet/lookup", (c) => {
    const ref = encodeURIComponent((c.req.query("ref") ?? "").trim());
    return c.redirect(`/sandbox/fawry/outlet/${ref}?lang=${outletLang(c)}`, 303);
  });

  app.get("/sandbox/fawry/outlet/:ref", async (c) => {
    const found = await findTransaction(deps.db, "fawry", c.req.param("ref"));
    if (!found) {
      const l = outletLang(c);
      return c.html(sandboxPage({ lang: l, brand: "Fawry", title: outletTitle(l), body: lookupForm(l, c.req.param("ref")) }), 404);
    }
    const row = await expireIfDue(deps, found);
    const l = outletLang(c, lang(row));
    const ar = l === "ar";
    const self = `/sandbox/fawry/outlet/${row.id}?lang=${l}`;
    return c.html(
      sandboxPage({
        lang: l,
        brand: "Fawry",
        title: outletTitle(l),
        body: html`<dl>
<dt>${ar ? "الرقم المرجعي" : "Reference number"}</dt><dd dir="ltr">${row.id}</dd>
<dt>${ar ? "المبلغ" : "Amount"}</dt><dd dir="ltr">${formatMinor(row.amountMinor, row.currency, l)}</dd>
<dt>${ar ? "صالح حتى" : "Valid until"}</dt><dd>${formatTime(row.expiresAt, l)}</dd>
<dt>${ar ? "الحالة" : "Status"}</dt><dd><span role="status">${statusOf(row)}</span></dd>
</dl>
${controls(l, self, row.status === "UNPAID", Boolean(row.lastNotification))}`,
      }),
    );
  });

  app.post("/sandbox/fawry/outlet/:ref", async (c) => {
    const found = await findTransaction(deps.db, "fawry", c.req.param("ref"));
    if (!found) return c.text("Not found", 404);
    const row = await expireIfDue(deps, found);
    const action = String((await c.req.parseBody()).action ?? "");
    const to = action === "approve" ? "PAID" : action === "decline" ? "FAILED" : action === "expire" ? "EXPIRED" : null;
    if (to) {
      const moved = await moveTransaction(deps.db, row.id, OPEN, to, to === "EXPIRED" ? { expiresAt: new Date() } : {});
      if (moved) await notify(deps, moved);
    } else if (action === "resend" && row.lastNotification) {
      await resend(deps, "fawry", row.lastNotification);
    }
    return c.redirect(`/sandbox/fawry/outlet/${row.id}?lang=${outletLang(c, lang(row))}`, 303);
  });
}
