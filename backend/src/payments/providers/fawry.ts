import type { Deps } from "../../http/context";
import { sameSecret, sha256Hex } from "../crypto";
import { minorToDecimalString, toMinor } from "../money";
import { providerRequest } from "../transport";
import type { IncomingNotification, ParsedNotification, PaymentProvider, ProviderState } from "../types";

/**
 * Fawry "Pay at Fawry": a charge gives a reference number the patient pays at an outlet before it
 * expires. Requests and notifications are signed with SHA-256 over fields in Fawry's order and the
 * merchant's secure key; amounts travel as decimals with two digits.
 */
interface ChargeResponse {
  type: string;
  referenceNumber: string;
  merchantRefNumber: string;
  expirationTime?: number;
  statusCode: number;
  statusDescription?: string;
}

interface StatusResponse {
  referenceNumber?: string;
  merchantRefNumber: string;
  paymentAmount?: number;
  orderAmount?: number;
  paymentStatus: string;
  statusCode: number;
}

/** Fields of Fawry's server notification (V2); Fawry spells `paymentRefrenceNumber` this way. */
export interface FawryNotification {
  requestId?: string;
  fawryRefNumber: string;
  merchantRefNumber: string;
  customerMobile?: string;
  customerMail?: string;
  paymentAmount: number;
  orderAmount: number;
  fawryFees?: number;
  orderStatus: string;
  paymentMethod: string;
  paymentTime?: number;
  paymentRefrenceNumber?: string;
  messageSignature: string;
  orderExpiryDate?: number;
}

/** The notification signature: the fields in Fawry's order, amounts with two decimals, then the key. */
export function fawryNotificationSignature(n: Omit<FawryNotification, "messageSignature">, secureKey: string): string {
  return sha256Hex(
    `${n.fawryRefNumber}${n.merchantRefNumber}${Number(n.paymentAmount).toFixed(2)}${Number(n.orderAmount).toFixed(2)}` +
      `${n.orderStatus}${n.paymentMethod}${n.paymentRefrenceNumber ?? ""}${secureKey}`,
  );
}

export const fawryChargeSignature = (merchantCode: string, merchantRefNum: string, profileId: string, method: string, amount: string, key: string) =>
  sha256Hex(`${merchantCode}${merchantRefNum}${profileId}${method}${amount}${key}`);
export const fawryStatusSignature = (merchantCode: string, merchantRefNumber: string, key: string) =>
  sha256Hex(`${merchantCode}${merchantRefNumber}${key}`);
export const fawryRefundSignature = (merchantCode: string, referenceNumber: string, amount: string, reason: string, key: string) =>
  sha256Hex(`${merchantCode}${referenceNumber}${amount}${reason}${key}`);

export function fawryState(status: string | undefined): ProviderState {
  if (status === "PAID" || status === "REFUNDED" || status === "PARTIAL_REFUNDED") return "paid";
  if (status === "EXPIRED" || status === "CANCELED" || status === "CANCELLED" || status === "FAILED") return "failed";
  return "pending";
}

const keys = (deps: Deps) => {
  const { fawryMerchantCode, fawrySecureKey } = deps.config.payments;
  if (!fawryMerchantCode || !fawrySecureKey) throw new Error("Fawry is not configured");
  return { merchantCode: fawryMerchantCode, secureKey: fawrySecureKey };
};

const call = <T>(deps: Deps, path: string, method: "GET" | "POST" = "GET", body?: unknown) =>
  providerRequest<T>(deps, { base: deps.config.payments.fawryApiUrl, sandboxBase: "/sandbox/fawry", path, method, body });

export const fawryProvider: PaymentProvider = {
  method: "fawry",
  available: (deps, currency) => {
    const k = deps.config.payments;
    return currency === "EGP" && Boolean(k.fawryMerchantCode && k.fawrySecureKey && (k.fawryApiUrl || k.sandbox));
  },

  async create(deps, charge) {
    const { merchantCode, secureKey } = keys(deps);
    const amount = minorToDecimalString(charge.totalMinor, charge.currency);
    const expiry = Date.now() + deps.config.payments.fawryExpiryMinutes * 60_000;
    const response = await call<ChargeResponse>(deps, "/ECommerceWeb/Fawry/payments/charge", "POST", {
      merchantCode,
      merchantRefNum: charge.publicId,
      customerProfileId: "",
      customerName: charge.customer.name,
      customerMobile: charge.customer.mobile,
      customerEmail: charge.customer.email ?? "",
      paymentMethod: "PAYATFAWRY",
      amount: Number(amount),
      currencyCode: charge.currency,
      language: charge.lang === "ar" ? "ar-eg" : "en-gb",
      description: charge.description,
      paymentExpiry: expiry,
      chargeItems: [{ itemId: charge.publicId, description: charge.description, price: Number(amount), quantity: 1 }],
      signature: fawryChargeSignature(merchantCode, charge.publicId, "", "PAYATFAWRY", amount, secureKey),
    });
    if (response.statusCode !== 200 || !response.referenceNumber) {
      throw new Error(`Fawry refused the charge: ${response.statusCode} ${response.statusDescription ?? ""}`);
    }
    return {
      reference: response.referenceNumber,
      redirectUrl: null,
      displayReference: response.referenceNumber,
      expiresAt: new Date(response.expirationTime ?? expiry),
    };
  },

  async fetchStatus(deps, payment) {
    const { merchantCode, secureKey } = keys(deps);
    const query = new URLSearchParams({
      merchantCode,
      merchantRefNumber: payment.publicId,
      signature: fawryStatusSignature(merchantCode, payment.publicId, secureKey),
    });
    const status = await call<StatusResponse>(deps, `/ECommerceWeb/Fawry/payments/status/v2?${query}`);
    if (status.statusCode !== 200) return null;
    return {
      state: fawryState(status.paymentStatus),
      amountMinor: toMinor(Number(status.paymentAmount ?? status.orderAmount ?? 0), payment.currency),
      currency: payment.currency,
    };
  },

  parseNotification(deps, incoming: IncomingNotification): ParsedNotification {
    let body: FawryNotification;
    try {
      body = JSON.parse(incoming.rawBody) as FawryNotification;
    } catch {
      return { verified: false, reference: null, payload: incoming.rawBody.slice(0, 2000) };
    }
    const reference = typeof body.fawryRefNumber === "string" ? body.fawryRefNumber : null;
    const key = deps.config.payments.fawrySecureKey;
    const valid =
      key &&
      reference &&
      typeof body.messageSignature === "string" &&
      Number.isFinite(Number(body.paymentAmount)) &&
      Number.isFinite(Number(body.orderAmount)) &&
      sameSecret(body.messageSignature.toLowerCase(), fawryNotificationSignature(body, key));
    if (!valid || !reference) return { verified: false, reference, payload: body };
    const amount = Number(body.orderAmount);
    return {
      verified: true,
      reference,
      state: fawryState(body.orderStatus),
      amountMinor: Math.round(amount * 100),
      // Fawry serves Egyptian pounds only; the notification has no currency field.
      currency: "EGP",
      payload: body,
    };
  },

  async refund(deps, payment, amountMinor, reason) {
    const { merchantCode, secureKey } = keys(deps);
    if (!payment.providerReference) throw new Error("Fawry payment without a reference");
    const refundAmount = minorToDecimalString(amountMinor, payment.currency);
    const response = await call<{ statusCode: number; statusDescription?: string }>(deps, "/ECommerceWeb/Fawry/payments/refund", "POST", {
      merchantCode,
      referenceNumber: payment.providerReference,
      refundAmount: Number(refundAmount),
      reason,
      signature: fawryRefundSignature(merchantCode, payment.providerReference, refundAmount, reason, secureKey),
    });
    if (response.statusCode !== 200) throw new Error(`Fawry refused the refund: ${response.statusCode} ${response.statusDescription ?? ""}`);
  },
};
