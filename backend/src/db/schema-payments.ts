import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { businessUnits } from "./schema";
import type { Currency } from "@/lib/contract/common";

/**
 * The payments module: what a patient owes and pays for an appointment or an offer booking, every
 * notification a provider sent, the tax rates per business unit, and the local providers' sandbox.
 * Amounts are integers in the currency's minor unit (halala, piastre) so no sum ever rounds.
 */

export const PAYMENT_METHODS = ["cash", "card", "fawry", "tamara"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_PURPOSES = ["appointment", "offer_booking"] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export const PAYMENT_STATUSES = ["pending", "paid", "not_paid", "refunded", "partially_refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Tax per business unit: the standard rate has `exemption` = "" and every exemption (zero-rated
 * care for citizens, say) is one more row, so a rule change is data, not code. Basis points:
 * 1500 = 15 %.
 */
export const taxRates = pgTable(
  "tax_rates",
  {
    businessUnitId: integer("business_unit_id")
      .notNull()
      .references(() => businessUnits.id, { onDelete: "cascade" }),
    exemption: text("exemption").notNull().default(""),
    basisPoints: integer("basis_points").notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessUnitId, t.exemption] })],
);

/**
 * One payment of one booking. `publicId` is the only id that leaves the backend (URLs, the site);
 * `providerReference` is the provider's id (Moyasar invoice, Fawry reference number, Tamara order)
 * that every notification is matched by. Business unit and purpose ids carry no foreign key: a
 * payment is a financial record and survives a re-seed of the content tables.
 */
export const payments = pgTable(
  "payments",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    publicId: text("public_id").notNull().unique(),
    purpose: text("purpose").$type<PaymentPurpose>().notNull(),
    purposeId: integer("purpose_id").notNull(),
    businessUnitId: integer("business_unit_id").notNull(),
    method: text("method").$type<PaymentMethod>().notNull(),
    status: text("status").$type<PaymentStatus>().notNull(),
    currency: text("currency").$type<Currency>().notNull(),
    amountMinor: integer("amount_minor").notNull(),
    taxMinor: integer("tax_minor").notNull(),
    totalMinor: integer("total_minor").notNull(),
    taxBasisPoints: integer("tax_basis_points").notNull(),
    taxExemption: text("tax_exemption").notNull().default(""),
    refundedMinor: integer("refunded_minor").notNull().default(0),
    providerReference: text("provider_reference"),
    /** What the patient needs from the provider: hosted page, Fawry reference shown to pay at an outlet. */
    redirectUrl: text("redirect_url"),
    displayReference: text("display_reference"),
    returnUrl: text("return_url").notNull(),
    customerName: text("customer_name").notNull(),
    customerMobile: text("customer_mobile").notNull(),
    customerEmail: text("customer_email"),
    lang: text("lang").$type<"ar" | "en">().notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payments_provider_reference").on(t.method, t.providerReference),
    index("payments_purpose_idx").on(t.purpose, t.purposeId),
  ],
);

export const PAYMENT_EVENT_OUTCOMES = [
  "created",
  "applied",
  "duplicate",
  "ignored",
  "bad_signature",
  "unknown_reference",
  "amount_mismatch",
  /** A notification without amount or currency whose payment the provider's API could not confirm. */
  "unverified_amount",
  "provider_refused",
  "refunded",
  "recorded",
] as const;
export type PaymentEventOutcome = (typeof PAYMENT_EVENT_OUTCOMES)[number];

/** Every notification received (verified or not), status check and refund, for review. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer("payment_id").references(() => payments.id, { onDelete: "cascade" }),
    method: text("method").$type<PaymentMethod>().notNull(),
    kind: text("kind").$type<"notification" | "status_check" | "refund" | "start" | "cash_recorded">().notNull(),
    providerReference: text("provider_reference"),
    verified: boolean("verified").notNull(),
    outcome: text("outcome").$type<PaymentEventOutcome>().notNull(),
    statusFrom: text("status_from").$type<PaymentStatus>(),
    statusTo: text("status_to").$type<PaymentStatus>(),
    payload: jsonb("payload").$type<unknown>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payment_events_payment_idx").on(t.paymentId, t.id), index("payment_events_reference_idx").on(t.providerReference)],
);

export const SANDBOX_PROVIDERS = ["card", "fawry", "tamara"] as const;
export type SandboxProvider = (typeof SANDBOX_PROVIDERS)[number];

/**
 * The providers' side of the local sandbox (development and tests): what Moyasar, Fawry and
 * Tamara would hold about a transaction, in their own vocabulary (`status`), and the last
 * notification each sent so it can be sent again.
 */
export const sandboxTransactions = pgTable(
  "sandbox_transactions",
  {
    id: text("id").primaryKey(),
    provider: text("provider").$type<SandboxProvider>().notNull(),
    status: text("status").notNull(),
    amountMinor: integer("amount_minor").notNull(),
    currency: text("currency").notNull(),
    refundedMinor: integer("refunded_minor").notNull().default(0),
    merchantReference: text("merchant_reference").notNull(),
    returnUrl: text("return_url"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    lastNotification: jsonb("last_notification").$type<{ path: string; query?: string; body: string } | null>(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sandbox_transactions_merchant_idx").on(t.provider, t.merchantReference)],
);
