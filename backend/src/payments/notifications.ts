import type { PaymentEventOutcome } from "../db/schema-payments";
import type { Deps } from "../http/context";
import { providerFor } from "./providers";
import { findByReference, keepReplay, recordEvent, settledPayment } from "./repository";
import { applyProviderState } from "./service";
import type { IncomingNotification, ParsedNotification, PaymentMethod, PaymentProvider, PaymentRow, ProviderState } from "./types";

export type NotificationMethod = Exclude<PaymentMethod, "cash">;

export interface NotificationAnswer {
  status: 200 | 401 | 404 | 422;
  body: { message: string; status?: string };
}

interface Claim {
  state: ProviderState;
  amountMinor: number | null;
  currency: string | null;
}

/**
 * What a verified notification may do. A signature proves who sent it, not what was paid: a "paid"
 * that does not state both amount and currency is checked against the provider's own record, read
 * through its API as a status check would; if that read fails, the notification moves nothing.
 * "Approved" needs no amount here: completing it (Tamara's capture) reads the order and compares
 * its amount and currency first. Failed and pending move no money.
 */
async function verifiedClaim(deps: Deps, provider: PaymentProvider, row: PaymentRow, parsed: Extract<ParsedNotification, { verified: true }>): Promise<Claim | null> {
  if (parsed.state !== "paid" || (parsed.amountMinor !== null && parsed.currency !== null)) return parsed;
  try {
    const status = await provider.fetchStatus(deps, row);
    return status ? { state: status.state, amountMinor: status.amountMinor, currency: status.currency } : null;
  } catch (err) {
    console.error(`[payments] re-reading ${row.publicId} after a notification failed`, err);
    return null;
  }
}

/**
 * A provider's notification: verified (signature, shared secret or JWT) before anything is read,
 * matched by the provider's reference, checked against the payment's amount and currency (from
 * the notification, or re-read from the provider when it states none), then applied once. Every
 * notification is kept in payment_events, whatever the outcome.
 */
export async function receiveNotification(deps: Deps, method: NotificationMethod, incoming: IncomingNotification): Promise<NotificationAnswer> {
  const provider = providerFor(method);
  const parsed = provider.parseNotification(deps, incoming);
  /** Keeps this notification in payment_events with what became of it. */
  const keep = (outcome: PaymentEventOutcome, paymentId: number | null, verified = true) =>
    recordEvent(deps.db, { paymentId, method, kind: "notification", providerReference: parsed.reference, verified, outcome, payload: parsed.payload });
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
    await keep("bad_signature", row?.id ?? null, false);
    return { status: 401, body: { message: "Invalid signature." } };
  }
  if (!row) {
    await keep("unknown_reference", null);
    return { status: 404, body: { message: "Unknown payment reference." } };
  }
  const claim = await verifiedClaim(deps, provider, row, parsed);
  if (!claim) {
    await keep("unverified_amount", row.id);
    // Not 2xx: the provider sends it again, by when its API may answer.
    return { status: 422, body: { message: "The amount and currency could not be verified with the provider.", status: row.status } };
  }
  const mismatch =
    (claim.amountMinor !== null && claim.amountMinor !== row.totalMinor) || (claim.currency !== null && claim.currency !== row.currency);
  if (mismatch && claim.state !== "failed" && claim.state !== "pending") {
    await keep("amount_mismatch", row.id);
    return { status: 422, body: { message: "Amount or currency does not match the payment.", status: row.status } };
  }
  if (claim.state === "pending") {
    await keep("ignored", row.id);
    return { status: 200, body: { message: "OK", status: row.status } };
  }
  const result = await applyProviderState(deps, row, claim.state, { kind: "notification", verified: true, payload: parsed.payload });
  return { status: 200, body: { message: "OK", status: result.status } };
}
