import type { PaymentMethod, PaymentPurpose, PaymentStatus, payments } from "../db/schema";
import type { Deps } from "../http/context";
import type { Currency } from "./money";

export type { PaymentMethod, PaymentPurpose, PaymentStatus };
export type PaymentRow = typeof payments.$inferSelect;

/** What the patient is asked to pay, handed to a provider. */
export interface ProviderCharge {
  publicId: string;
  totalMinor: number;
  taxMinor: number;
  currency: Currency;
  description: string;
  customer: { name: string; mobile: string; email?: string | null };
  lang: "ar" | "en";
  /** Where the provider sends the browser back (the site's payment response page). */
  returnUrl: string;
}

export interface ProviderCreated {
  /** The provider's id of this payment; notifications are matched by it. */
  reference: string | null;
  /** Hosted page the browser goes to (card form, Tamara checkout). */
  redirectUrl: string | null;
  /** A reference the patient uses (Fawry's number at the outlet). */
  displayReference: string | null;
  expiresAt: Date | null;
}

/** The provider's answer about a payment, in the module's words. */
export type ProviderState = "paid" | "failed" | "pending" | "approved";

export interface ProviderStatus {
  state: ProviderState;
  amountMinor: number;
  currency: string;
}

/** A notification after its signature or token was checked. */
export type ParsedNotification =
  | { verified: false; reference: string | null; payload: unknown }
  | { verified: true; reference: string; state: ProviderState; amountMinor: number | null; currency: string | null; payload: unknown };

export interface IncomingNotification {
  rawBody: string;
  query: Record<string, string>;
  headers: Headers;
}

/**
 * One payment method. Cash has no provider behind it; card (Moyasar), Fawry and Tamara talk to
 * the provider's API (the local sandbox outside production).
 */
export interface PaymentProvider {
  method: PaymentMethod;
  /** False when the provider is not configured or does not serve the currency. */
  available(deps: Deps, currency: Currency): boolean;
  create(deps: Deps, charge: ProviderCharge): Promise<ProviderCreated>;
  /** Asks the provider (never the browser) where the payment stands. */
  fetchStatus(deps: Deps, payment: PaymentRow): Promise<ProviderStatus | null>;
  /** Checks the signature or token of a notification and reads it. */
  parseNotification(deps: Deps, incoming: IncomingNotification): ParsedNotification;
  /**
   * Completes a payment the patient approved but the merchant must still confirm (Tamara's
   * authorise + capture). Returns the state after trying.
   */
  complete?(deps: Deps, payment: PaymentRow): Promise<ProviderState>;
  /** Gives money back through the same provider; resolves when the provider accepted. */
  refund(deps: Deps, payment: PaymentRow, amountMinor: number, reason: string): Promise<void>;
}

export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body?: unknown,
  ) {
    super(message);
  }
}
