import type { Deps } from "../../http/context";
import { sameSecret } from "../crypto";
import { providerRequest } from "../transport";
import type { IncomingNotification, ParsedNotification, PaymentProvider, PaymentRow, ProviderState } from "../types";

/**
 * Card payments through Moyasar: an invoice gives a hosted card page; the browser comes back to
 * the site with `?id=&status=`, which is never trusted; Moyasar's webhook carries the shared
 * `secret_token`, and the invoice is read with the secret key. Amounts are in halalas.
 */
interface MoyasarInvoice {
  id: string;
  status: string;
  amount: number;
  currency: string;
  url: string;
  expired_at?: string | null;
  payments?: Array<{ id: string; status: string; amount: number; refunded?: number }>;
}

interface MoyasarWebhook {
  id?: string;
  type?: string;
  secret_token?: string;
  data?: { id?: string; status?: string; amount?: number; currency?: string; invoice_id?: string | null };
}

const auth = (deps: Deps) => ({
  authorization: `Basic ${Buffer.from(`${deps.config.payments.moyasarSecretKey ?? ""}:`).toString("base64")}`,
});

const call = <T>(deps: Deps, path: string, method: "GET" | "POST" = "GET", body?: unknown) =>
  providerRequest<T>(deps, { base: deps.config.payments.moyasarApiUrl, sandboxBase: "/sandbox/card", path, method, body, headers: auth(deps) });

function invoiceState(status: string | undefined): ProviderState {
  if (status === "paid" || status === "refunded") return "paid";
  if (status === "failed" || status === "expired" || status === "canceled" || status === "voided") return "failed";
  return "pending";
}

function webhookState(type: string | undefined, status: string | undefined): ProviderState {
  if (type === "payment_paid" || status === "paid" || status === "captured") return "paid";
  if (type === "payment_failed" || type === "payment_expired" || status === "failed" || status === "expired") return "failed";
  return "pending";
}

export const cardProvider: PaymentProvider = {
  method: "card",
  available: (deps) => {
    const k = deps.config.payments;
    return Boolean(k.moyasarSecretKey && k.moyasarPublishableKey && k.moyasarWebhookSecret && (k.moyasarApiUrl || k.sandbox));
  },

  async create(deps, charge) {
    const invoice = await call<MoyasarInvoice>(deps, "/v1/invoices", "POST", {
      amount: charge.totalMinor,
      currency: charge.currency,
      description: charge.description,
      success_url: charge.returnUrl,
      back_url: charge.returnUrl,
      callback_url: charge.returnUrl,
      metadata: { payment_id: charge.publicId, lang: charge.lang },
    });
    return { reference: invoice.id, redirectUrl: invoice.url, displayReference: null, expiresAt: invoice.expired_at ? new Date(invoice.expired_at) : null };
  },

  async fetchStatus(deps, payment) {
    if (!payment.providerReference) return null;
    const invoice = await call<MoyasarInvoice>(deps, `/v1/invoices/${encodeURIComponent(payment.providerReference)}`);
    return { state: invoiceState(invoice.status), amountMinor: invoice.amount, currency: invoice.currency };
  },

  parseNotification(deps, incoming: IncomingNotification): ParsedNotification {
    let body: MoyasarWebhook;
    try {
      body = JSON.parse(incoming.rawBody) as MoyasarWebhook;
    } catch {
      return { verified: false, reference: null, payload: incoming.rawBody.slice(0, 2000) };
    }
    const reference = body.data?.invoice_id ?? null;
    const secret = deps.config.payments.moyasarWebhookSecret;
    if (!secret || typeof body.secret_token !== "string" || !sameSecret(body.secret_token, secret) || !reference) {
      return { verified: false, reference, payload: { ...body, secret_token: body.secret_token ? "[redacted]" : undefined } };
    }
    return {
      verified: true,
      reference,
      state: webhookState(body.type, body.data?.status),
      amountMinor: typeof body.data?.amount === "number" ? body.data.amount : null,
      currency: body.data?.currency ?? null,
      payload: { ...body, secret_token: "[redacted]" },
    };
  },

  async refund(deps, payment: PaymentRow, amountMinor) {
    if (!payment.providerReference) throw new Error("card payment without an invoice");
    const invoice = await call<MoyasarInvoice>(deps, `/v1/invoices/${encodeURIComponent(payment.providerReference)}`);
    const paid = invoice.payments?.find((p) => p.status === "paid" || p.status === "refunded");
    if (!paid) throw new Error("the invoice has no paid card payment");
    await call(deps, `/v1/payments/${encodeURIComponent(paid.id)}/refund`, "POST", { amount: amountMinor });
  },
};
