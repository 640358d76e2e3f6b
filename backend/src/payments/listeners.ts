import type { Deps } from "../http/context";
import type { PaymentPurpose, PaymentStatus } from "./types";
import type { PaymentView } from "./view";

/** A status change, told to the module that owns the payment's purpose (booking, offers). */
export interface PaymentStatusChange {
  payment: PaymentView;
  /** null: a payment created by "try again" on the response page (the owner did not start it). */
  from: PaymentStatus | null;
  to: PaymentStatus;
}

export type PaymentStatusHandler = (deps: Deps, change: PaymentStatusChange) => Promise<void> | void;

const handlers = new Map<PaymentPurpose, PaymentStatusHandler[]>();

/**
 * Registers the owner of a purpose; called once, when the owner's route module is built. Every
 * change is told exactly once (the change that won the database update), after it is stored.
 * Returns a function that removes the handler (tests).
 */
export function onPaymentStatus(purpose: PaymentPurpose, handler: PaymentStatusHandler): () => void {
  const list = handlers.get(purpose) ?? [];
  if (!list.includes(handler)) list.push(handler);
  handlers.set(purpose, list);
  return () => handlers.set(purpose, (handlers.get(purpose) ?? []).filter((h) => h !== handler));
}

/** A failing owner must not undo a payment the provider already took: it is logged, not thrown. */
export async function tellOwner(deps: Deps, change: PaymentStatusChange): Promise<void> {
  for (const handler of handlers.get(change.payment.purpose) ?? []) {
    try {
      await handler(deps, change);
    } catch (err) {
      console.error(`[payments] ${change.payment.purpose} handler failed for ${change.payment.paymentId}`, err);
    }
  }
}

/** The booking's summary on the payment response page (title, code), provided by the owner. */
export interface PaymentSummary {
  code: string;
  title: string;
  details: string[];
}
export type PaymentSummaryProvider = (deps: Deps, purposeId: number, lang: "ar" | "en") => Promise<PaymentSummary | null>;

const summaries = new Map<PaymentPurpose, PaymentSummaryProvider>();

/** Lets the owner of a purpose describe what was paid for on the payment response page. */
export function registerPaymentSummary(purpose: PaymentPurpose, provider: PaymentSummaryProvider): void {
  summaries.set(purpose, provider);
}

export async function summaryOf(deps: Deps, purpose: PaymentPurpose, purposeId: number, lang: "ar" | "en") {
  const provider = summaries.get(purpose);
  if (!provider) return null;
  try {
    return await provider(deps, purposeId, lang);
  } catch (err) {
    console.error(`[payments] ${purpose} summary failed for ${purposeId}`, err);
    return null;
  }
}
