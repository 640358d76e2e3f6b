import type { Deps } from "../http/context";
import { providerFor } from "./providers";
import { findByReference, keepReplay, recordEvent, settledPayment } from "./repository";
import { applyProviderState } from "./service";
import type { IncomingNotification, PaymentMethod } from "./types";

export type NotificationMethod = Exclude<PaymentMethod, "cash">;

export interface NotificationAnswer {
  status: 200 | 401 | 404 | 422;
  body: { message: string; status?: string };
}

/**
 * A provider's notification: verified (signature, shared secret or JWT) before anything is read,
 * matched by the provider's reference, checked against the payment's amount and currency, then
 * applied once. Every notification is kept in payment_events, whatever the outcome.
 */
export async function receiveNotification(deps: Deps, method: NotificationMethod, incoming: IncomingNotification): Promise<NotificationAnswer> {
  const provider = providerFor(method);
  const parsed = provider.parseNotification(deps, incoming);
  if (parsed.verified) {
    const settled = await settledPayment(deps.db, { method, reference: parsed.reference, amountMinor: parsed.amountMinor, currency: parsed.currency });
    if (settled) {
      keepReplay(deps.db, {
        paymentId: settled.id,
        method,
        kind: "notification",
        providerReference: parsed.reference,
        verified: true,
        outcome: "duplicate",
        payload: parsed.payload ?? null,
      });
      return { status: 200, body: { message: "OK", status: settled.status } };
    }
  }
  const row = parsed.reference ? await findByReference(deps.db, method, parsed.reference) : undefined;
  if (!parsed.verified) {
    await recordEvent(deps.db, {
      paymentId: row?.id ?? null,
      method,
      kind: "notification",
      providerReference: parsed.reference,
      verified: false,
      outcome: "bad_signature",
      payload: parsed.payload,
    });
    return { status: 401, body: { message: "Invalid signature." } };
  }
  if (!row) {
    await recordEvent(deps.db, {
      paymentId: null,
      method,
      kind: "notification",
      providerReference: parsed.reference,
      verified: true,
      outcome: "unknown_reference",
      payload: parsed.payload,
    });
    return { status: 404, body: { message: "Unknown payment reference." } };
  }
  const mismatch =
    (parsed.amountMinor !== null && parsed.amountMinor !== row.totalMinor) || (parsed.currency !== null && parsed.currency !== row.currency);
  if (mismatch && parsed.state !== "failed" && parsed.state !== "pending") {
    await recordEvent(deps.db, {
      paymentId: row.id,
      method,
      kind: "notification",
      providerReference: parsed.reference,
      verified: true,
      outcome: "amount_mismatch",
      payload: parsed.payload,
    });
    return { status: 422, body: { message: "Amount or currency does not match the payment.", status: row.status } };
  }
  if (parsed.state === "pending") {
    await recordEvent(deps.db, {
      paymentId: row.id,
      method,
      kind: "notification",
      providerReference: parsed.reference,
      verified: true,
      outcome: "ignored",
      payload: parsed.payload,
    });
    return { status: 200, body: { message: "OK", status: row.status } };
  }
  const result = await applyProviderState(deps, row, parsed.state, { kind: "notification", verified: true, payload: parsed.payload });
  return { status: 200, body: { message: "OK", status: result.status } };
}
