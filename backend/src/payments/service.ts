import { and, desc, eq } from "drizzle-orm";
import { payments } from "../db/schema";
import type { Deps } from "../http/context";
import { PaymentError } from "./errors";
import { type PaymentStatusChange, tellOwner } from "./listeners";
import { type Currency, computeAmounts, fromMinor, toMinor } from "./money";
import { providerFor } from "./providers";
import {
  FORWARD,
  findByPublicId,
  newPublicId,
  type EventInput,
  recordEvent,
  releaseRefund,
  reserveRefund,
  sourcesOf,
  taxRateOf,
  transition,
} from "./repository";
import { ProviderError, type PaymentMethod, type PaymentPurpose, type PaymentRow, type PaymentStatus, type ProviderState } from "./types";
import { type PaymentView, toView } from "./view";
import { paidMessage } from "./receipt";

export const METHODS: readonly PaymentMethod[] = ["cash", "card", "fawry", "tamara"];

export interface Customer {
  name: string;
  mobile: string;
  email?: string | null;
}

export interface StartPaymentInput {
  purpose: PaymentPurpose;
  purposeId: number;
  businessUnitId: number;
  method: PaymentMethod;
  /** Price before tax in the unit's currency, read from the database by the caller (never from the browser). */
  price: number;
  customer: Customer;
  lang: "ar" | "en";
  /** The site's payment response URL (absolute, on SITE_URL's origin); providers send the browser back there. */
  returnUrl: string;
  /** What is paid for, shown on the provider's page ("Dental check-up offer"). */
  description?: string;
  /** An exemption key stored in tax_rates for the unit (e.g. "citizen"); unknown keys get the standard rate. */
  taxExemption?: string;
}

export interface Quote {
  currency: Currency;
  amount: number;
  tax: number;
  total: number;
  taxRate: number;
  methods: PaymentMethod[];
}

async function unitOf(deps: Deps, businessUnitId: number) {
  const unit = (await deps.businessUnits()).find((u) => u.id === businessUnitId);
  if (!unit) throw new PaymentError("unknown_business_unit");
  return unit;
}

/** The methods the unit offers: cash and card everywhere, Fawry in Egyptian pounds, Tamara in riyals. */
export async function availableMethods(deps: Deps, businessUnitId: number): Promise<PaymentMethod[]> {
  const unit = await unitOf(deps, businessUnitId);
  return METHODS.filter((m) => providerFor(m).available(deps, unit.currency));
}

/** Amount, tax and total of a price at a unit, as startPayment will charge them; for the payment step. */
export async function quotePayment(
  deps: Deps,
  input: { businessUnitId: number; price: number; taxExemption?: string },
): Promise<Quote> {
  const unit = await unitOf(deps, input.businessUnitId);
  const rate = await taxRateOf(deps.db, unit.id, input.taxExemption ?? "");
  if (!rate) throw new PaymentError("no_tax_rate");
  const amounts = computeAmounts(input.price, unit.currency, rate.basisPoints);
  return {
    currency: unit.currency,
    amount: fromMinor(amounts.amountMinor, unit.currency),
    tax: fromMinor(amounts.taxMinor, unit.currency),
    total: fromMinor(amounts.totalMinor, unit.currency),
    taxRate: rate.basisPoints / 100,
    methods: await availableMethods(deps, unit.id),
  };
}

/** Providers send the browser back here: only pages of this site, never another origin. */
const isSiteUrl = (value: string, siteOrigin: string) => {
  try {
    const url = new URL(value.replaceAll("{paymentId}", "id"));
    return (url.protocol === "https:" || url.protocol === "http:") && url.origin === siteOrigin;
  } catch {
    return false;
  }
};

/** `{paymentId}` in the return URL becomes the public id; without it the id is appended as a path segment. */
function withPaymentId(returnUrl: string, publicId: string): string {
  if (returnUrl.includes("{paymentId}")) return returnUrl.replaceAll("{paymentId}", publicId);
  const url = new URL(returnUrl);
  url.pathname = `${url.pathname.replace(/\/$/, "")}/${publicId}`;
  return url.toString();
}

export async function startPayment(deps: Deps, input: StartPaymentInput): Promise<PaymentView> {
  const unit = await unitOf(deps, input.businessUnitId);
  if (!METHODS.includes(input.method)) throw new PaymentError("method_unavailable");
  const provider = providerFor(input.method);
  if (!provider.available(deps, unit.currency)) throw new PaymentError("method_unavailable");
  if (!isSiteUrl(input.returnUrl, deps.config.siteOrigin) || !Number.isFinite(input.price) || input.price < 0 || !input.customer.name || !input.customer.mobile) {
    throw new PaymentError("invalid_input");
  }
  const rate = await taxRateOf(deps.db, unit.id, input.taxExemption ?? "");
  if (!rate) throw new PaymentError("no_tax_rate");
  const amounts = computeAmounts(input.price, unit.currency, rate.basisPoints);
  const publicId = newPublicId();
  const returnUrl = withPaymentId(input.returnUrl, publicId);
  // The row exists before the provider is asked, so a notification racing the answer finds it.
  const [row] = await deps.db
    .insert(payments)
    .values({
      publicId,
      purpose: input.purpose,
      purposeId: input.purposeId,
      businessUnitId: unit.id,
      method: input.method,
      status: input.method === "cash" ? "not_paid" : "pending",
      currency: unit.currency,
      ...amounts,
      taxExemption: rate.exemption,
      returnUrl,
      customerName: input.customer.name,
      customerMobile: input.customer.mobile,
      customerEmail: input.customer.email ?? null,
      lang: input.lang,
    })
    .returning();
  if (!row) throw new PaymentError("provider_failed", "payment row not stored");
  try {
    const created = await provider.create(deps, {
      publicId,
      totalMinor: amounts.totalMinor,
      taxMinor: amounts.taxMinor,
      currency: unit.currency,
      description: input.description ?? (input.lang === "ar" ? unit.nameAr : unit.nameEn),
      customer: input.customer,
      lang: input.lang,
      returnUrl,
    });
    const [stored] = await deps.db
      .update(payments)
      .set({
        providerReference: created.reference,
        redirectUrl: created.redirectUrl,
        displayReference: created.displayReference,
        expiresAt: created.expiresAt,
        updatedAt: new Date(),
      })
      .where(eq(payments.id, row.id))
      .returning();
    await recordEvent(deps.db, {
      paymentId: row.id,
      method: input.method,
      kind: "start",
      providerReference: created.reference,
      verified: true,
      outcome: "created",
      statusTo: row.status,
    });
    return toView(stored ?? row);
  } catch (err) {
    // The patient never saw a provider page: the attempt is over, not left pending forever.
    await transition(deps.db, row.id, ["pending"], "not_paid");
    await recordEvent(deps.db, {
      paymentId: row.id,
      method: input.method,
      kind: "start",
      verified: false,
      outcome: "provider_refused",
      payload: { error: err instanceof Error ? err.message : String(err) },
    });
    if (err instanceof ProviderError || err instanceof TypeError) throw new PaymentError("provider_failed", err.message);
    throw err;
  }
}

export interface ApplyContext {
  kind: "notification" | "status_check";
  verified: boolean;
  payload?: unknown;
}

/** What every event of an existing payment says of it: its row, the method, the provider's reference. */
const ofRow = (row: PaymentRow, kind: EventInput["kind"], verified: boolean) =>
  ({ paymentId: row.id, method: row.method, kind, providerReference: row.providerReference, verified }) as const;

const STATE_TO_STATUS: Partial<Record<ProviderState, PaymentStatus>> = { paid: "paid", failed: "not_paid" };

/**
 * Moves the payment to what the provider says, once. The caller that wins the update records
 * "applied", sends the receipt and tells the owner; every other caller records "duplicate".
 */
export async function applyProviderState(
  deps: Deps,
  row: PaymentRow,
  state: ProviderState,
  context: ApplyContext,
): Promise<{ changed: boolean; status: PaymentStatus }> {
  // Every outcome of this call is recorded as one event of the same payment and context.
  const record = (outcome: "provider_refused" | "applied" | "duplicate", statusFrom: PaymentStatus | null = null, statusTo: PaymentStatus | null = null) =>
    recordEvent(deps.db, {
      ...ofRow(row, context.kind, context.verified),
      outcome,
      statusFrom,
      statusTo,
      payload: context.payload,
    });
  let target = STATE_TO_STATUS[state];
  if (state === "approved") {
    const completed = await providerFor(row.method).complete?.(deps, row);
    target = completed ? STATE_TO_STATUS[completed] : undefined;
    if (!target) {
      await record("provider_refused");
      return { changed: false, status: row.status };
    }
  }
  if (!target) return { changed: false, status: row.status };
  const from = sourcesOf(target).filter((s) => s === "pending");
  // A replay of a notification already applied: nothing to try (the common case under retries).
  const updated = row.status !== "pending" ? undefined : await transition(deps.db, row.id, from, target, target === "paid" ? { paidAt: new Date() } : {});
  if (updated) await record("applied", row.status, target);
  else await record("duplicate");
  if (!updated) {
    const current = row.status !== "pending" ? row : await findByPublicId(deps.db, row.publicId);
    return { changed: false, status: current?.status ?? row.status };
  }
  await announce(deps, updated, "pending");
  return { changed: true, status: updated.status };
}

async function announce(deps: Deps, row: PaymentRow, from: PaymentStatus | null): Promise<void> {
  if (row.status === "paid") {
    const message = paidMessage(row);
    await deps.messenger.send(
      row.customerEmail
        ? { channel: "email", to: row.customerEmail, subject: message.subject, body: message.body }
        : { channel: "sms", to: row.customerMobile, body: message.body },
    );
  }
  const change: PaymentStatusChange = { payment: toView(row), from, to: row.status };
  await tellOwner(deps, change);
}

/**
 * The payment by its public id. A pending online payment is first checked with the provider
 * (never with what the browser's return URL claims), so "paid" is shown only once the provider
 * says so.
 */
export async function getPayment(deps: Deps, publicId: string, options: { refresh?: boolean } = {}): Promise<PaymentView | null> {
  const row = await findByPublicId(deps.db, publicId);
  if (!row) return null;
  if (options.refresh === false || row.status !== "pending" || row.method === "cash") return toView(row);
  const provider = providerFor(row.method);
  let status: Awaited<ReturnType<typeof provider.fetchStatus>> = null;
  try {
    status = await provider.fetchStatus(deps, row);
  } catch (err) {
    console.error(`[payments] status check of ${row.publicId} failed`, err);
  }
  if (status && status.state !== "pending") {
    if (status.state === "paid" && (status.amountMinor !== row.totalMinor || status.currency !== row.currency)) {
      await recordEvent(deps.db, {
        ...ofRow(row, "status_check", true),
        outcome: "amount_mismatch",
        payload: status,
      });
      return toView(row);
    }
    await applyProviderState(deps, row, status.state, { kind: "status_check", verified: true, payload: status });
    const fresh = await findByPublicId(deps.db, publicId);
    return fresh ? toView(fresh) : null;
  }
  return toView(row);
}

/** Every payment of a purpose, newest first (a "try again" adds one). */
export async function paymentsOf(deps: Deps, purpose: PaymentPurpose, purposeId: number): Promise<PaymentView[]> {
  const rows = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.purpose, purpose), eq(payments.purposeId, purposeId)))
    .orderBy(desc(payments.id));
  return rows.map(toView);
}

export interface RefundResult {
  payment: PaymentView;
  /** What went back to the patient now, in the major unit; 0 for cash that was never taken. */
  refunded: number;
}

/**
 * Refunds by the method the patient paid with: card through Moyasar, Tamara through Tamara,
 * Fawry through Fawry. A cash booking that was not paid has nothing to refund; a cash payment the
 * hospital recorded is given back at the branch and only recorded here. `amount` (major unit)
 * refunds part; without it, all that remains.
 */
export async function refundPayment(deps: Deps, publicId: string, amount?: number, reason = "Cancelled booking"): Promise<RefundResult> {
  const row = await findByPublicId(deps.db, publicId);
  if (!row) throw new PaymentError("not_found");
  if (row.method === "cash" && row.status === "not_paid") return { payment: toView(row), refunded: 0 };
  if (row.status !== "paid" && row.status !== "partially_refunded") throw new PaymentError("not_refundable");
  const remaining = row.totalMinor - row.refundedMinor;
  if (amount !== undefined && (!Number.isFinite(amount) || amount <= 0)) throw new PaymentError("invalid_input");
  const amountMinor = amount === undefined ? remaining : toMinor(amount, row.currency);
  if (amountMinor <= 0) throw new PaymentError("invalid_input");
  if (amountMinor > remaining) throw new PaymentError("refund_too_large");
  const reserved = await reserveRefund(deps.db, row.id, amountMinor);
  if (!reserved) throw new PaymentError("refund_too_large");
  if (row.method !== "cash") {
    try {
      await providerFor(row.method).refund(deps, row, amountMinor, reason);
    } catch (err) {
      await releaseRefund(deps.db, row.id, amountMinor, row.status);
      await recordEvent(deps.db, {
        ...ofRow(row, "refund", true),
        outcome: "provider_refused",
        payload: { amountMinor, error: err instanceof Error ? err.message : String(err) },
      });
      throw new PaymentError("provider_failed", err instanceof Error ? err.message : undefined);
    }
  }
  await recordEvent(deps.db, {
    ...ofRow(row, "refund", true),
    outcome: "refunded",
    statusFrom: row.status,
    statusTo: reserved.status,
    payload: { amountMinor },
  });
  await tellOwner(deps, { payment: toView(reserved), from: row.status, to: reserved.status });
  return { payment: toView(reserved), refunded: fromMinor(amountMinor, row.currency) };
}

/** The hospital took the cash at the branch: not_paid → paid, once. */
export async function recordCashPayment(deps: Deps, publicId: string): Promise<PaymentView> {
  const row = await findByPublicId(deps.db, publicId);
  if (!row) throw new PaymentError("not_found");
  if (row.method !== "cash") throw new PaymentError("invalid_input");
  const updated = await transition(deps.db, row.id, ["not_paid"], "paid", { paidAt: new Date() });
  await recordEvent(deps.db, {
    paymentId: row.id,
    method: "cash",
    kind: "cash_recorded",
    verified: true,
    outcome: updated ? "applied" : "duplicate",
    statusFrom: updated ? row.status : null,
    statusTo: updated ? "paid" : null,
  });
  if (updated) await announce(deps, updated, row.status);
  return toView(updated ?? (await findByPublicId(deps.db, publicId)) ?? row);
}

/**
 * "Try again" or "pay cash instead" after an online payment was not completed: a new payment of
 * the same purpose and price with the chosen method. The owner hears of it through
 * onPaymentStatus with `from: null`.
 */
export async function retryPayment(deps: Deps, publicId: string, method: PaymentMethod): Promise<PaymentView> {
  const row = await findByPublicId(deps.db, publicId);
  if (!row) throw new PaymentError("not_found");
  if (row.status !== "not_paid" || row.method === "cash") throw new PaymentError("not_retryable");
  const next = await startPayment(deps, {
    purpose: row.purpose,
    purposeId: row.purposeId,
    businessUnitId: row.businessUnitId,
    method,
    price: fromMinor(row.amountMinor, row.currency),
    customer: { name: row.customerName, mobile: row.customerMobile, email: row.customerEmail },
    lang: row.lang,
    returnUrl: row.returnUrl.replace(row.publicId, "{paymentId}"),
    taxExemption: row.taxExemption,
  });
  await tellOwner(deps, { payment: next, from: null, to: next.status });
  return next;
}

export { FORWARD };
