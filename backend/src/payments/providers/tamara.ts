import type { Deps } from "../../http/context";
import { verifyJwt } from "../crypto";
import { fromMinor, toMinor } from "../money";
import { providerRequest } from "../transport";
import { type IncomingNotification, type ParsedNotification, type PaymentProvider, type ProviderState, ProviderError } from "../types";

/**
 * Tamara instalments: a checkout session gives `checkout_url`; after the patient approves, Tamara
 * notifies with a JWT in `tamaraToken` (signed with the notification token); the merchant then
 * authorises and captures the order. An order nobody approves expires after 30 minutes.
 */
interface TamaraOrder {
  order_id: string;
  order_reference_id: string;
  status: string;
  total_amount: { amount: number; currency: string };
}

interface TamaraWebhook {
  order_id?: string;
  order_reference_id?: string;
  event_type?: string;
  data?: unknown;
}

export const TAMARA_INSTALMENTS = 3;

const call = <T>(deps: Deps, path: string, method: "GET" | "POST" = "GET", body?: unknown) =>
  providerRequest<T>(deps, {
    base: deps.config.payments.tamaraApiUrl,
    sandboxBase: "/sandbox/tamara",
    path,
    method,
    body,
    headers: { authorization: `Bearer ${deps.config.payments.tamaraApiToken ?? ""}` },
  });

export function tamaraState(status: string | undefined): ProviderState {
  if (status === "fully_captured" || status === "partially_refunded" || status === "fully_refunded") return "paid";
  if (status === "approved" || status === "authorised" || status === "partially_captured") return "approved";
  if (status === "declined" || status === "expired" || status === "canceled") return "failed";
  return "pending";
}

const EVENT_STATE: Record<string, ProviderState> = {
  order_approved: "approved",
  order_authorised: "approved",
  order_captured: "paid",
  order_declined: "failed",
  order_expired: "failed",
  order_canceled: "failed",
};

export const tamaraProvider: PaymentProvider = {
  method: "tamara",
  available: (deps, currency) => {
    const k = deps.config.payments;
    return currency === "SAR" && Boolean(k.tamaraApiToken && k.tamaraNotificationToken && (k.tamaraApiUrl || k.sandbox));
  },

  async create(deps, charge) {
    const [first, ...rest] = charge.customer.name.trim().split(/\s+/);
    const amount = { amount: fromMinor(charge.totalMinor, charge.currency), currency: charge.currency };
    const notification = `${deps.config.payments.publicUrl}/api/payments/callbacks/tamara`;
    const session = await call<{ order_id: string; checkout_id: string; checkout_url: string }>(deps, "/checkout", "POST", {
      order_reference_id: charge.publicId,
      total_amount: amount,
      tax_amount: { amount: fromMinor(charge.taxMinor, charge.currency), currency: charge.currency },
      shipping_amount: { amount: 0, currency: charge.currency },
      description: charge.description,
      country_code: "SA",
      payment_type: "PAY_BY_INSTALMENTS",
      instalments: TAMARA_INSTALMENTS,
      locale: charge.lang === "ar" ? "ar_SA" : "en_US",
      items: [{ reference_id: charge.publicId, type: "Service", name: charge.description, sku: charge.publicId, quantity: 1, total_amount: amount }],
      consumer: { first_name: first ?? "", last_name: rest.join(" "), phone_number: charge.customer.mobile, email: charge.customer.email ?? "" },
      merchant_url: { success: charge.returnUrl, failure: charge.returnUrl, cancel: charge.returnUrl, notification },
    });
    return { reference: session.order_id, redirectUrl: session.checkout_url, displayReference: null, expiresAt: new Date(Date.now() + 30 * 60_000) };
  },

  async fetchStatus(deps, payment) {
    if (!payment.providerReference) return null;
    const order = await call<TamaraOrder>(deps, `/merchants/orders/${encodeURIComponent(payment.providerReference)}`);
    return {
      state: tamaraState(order.status),
      amountMinor: toMinor(order.total_amount.amount, payment.currency),
      currency: order.total_amount.currency,
    };
  },

  parseNotification(deps, incoming: IncomingNotification): ParsedNotification {
    let body: TamaraWebhook;
    try {
      body = JSON.parse(incoming.rawBody) as TamaraWebhook;
    } catch {
      return { verified: false, reference: null, payload: incoming.rawBody.slice(0, 2000) };
    }
    const reference = typeof body.order_id === "string" ? body.order_id : null;
    const header = /^Bearer\s+(\S+)$/i.exec(incoming.headers.get("authorization") ?? "")?.[1];
    const token = incoming.query.tamaraToken ?? header;
    const secret = deps.config.payments.tamaraNotificationToken;
    if (!secret || !token || !reference || !verifyJwt(token, secret)) return { verified: false, reference, payload: body };
    // The webhook carries no amount: the order's amount is read from Tamara when it is completed.
    return { verified: true, reference, state: EVENT_STATE[body.event_type ?? ""] ?? "pending", amountMinor: null, currency: null, payload: body };
  },

  /** Authorise, then capture the full amount; an expired or declined order is refused by Tamara. */
  async complete(deps, payment) {
    const id = encodeURIComponent(payment.providerReference ?? "");
    try {
      const order = await call<TamaraOrder>(deps, `/merchants/orders/${id}`);
      if (toMinor(order.total_amount.amount, payment.currency) !== payment.totalMinor || order.total_amount.currency !== payment.currency) {
        return "pending";
      }
      if (order.status === "approved") await call(deps, `/orders/${id}/authorise`, "POST", {});
      if (order.status === "approved" || order.status === "authorised") {
        await call(deps, "/payments/capture", "POST", {
          order_id: payment.providerReference,
          total_amount: { amount: fromMinor(payment.totalMinor, payment.currency), currency: payment.currency },
          shipping_info: { shipped_at: new Date().toISOString(), shipping_company: "N/A" },
        });
        return "paid";
      }
      // Expired, declined or cancelled at Tamara: the approval changes nothing here.
      return tamaraState(order.status) === "paid" ? "paid" : "pending";
    } catch (err) {
      if (err instanceof ProviderError && err.status < 500) return "pending";
      throw err;
    }
  },

  async refund(deps, payment, amountMinor, reason) {
    await call(deps, `/payments/simplified-refund/${encodeURIComponent(payment.providerReference ?? "")}`, "POST", {
      total_amount: { amount: fromMinor(amountMinor, payment.currency), currency: payment.currency },
      comment: reason,
    });
  },
};
