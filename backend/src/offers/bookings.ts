import { randomInt } from "node:crypto";
import type { Lang } from "@/lib/contract/common";
import { offerBookingBodySchema, type OfferBookingBody, type OfferBookingResponse } from "@/lib/contract/offer-bookings";
import { label, validationT } from "../http/localized-validation";
import type { BusinessUnitRow, Deps, UserRow } from "../http/context";
import { tr } from "../http/context";
import { serverMessage } from "../http/messages";
import { fromMinor } from "../payments/money";
import {
  PaymentError,
  onPaymentStatus,
  quotePayment,
  registerPaymentSummary,
  startPayment,
  type PaymentStatusChange,
  type PaymentView,
} from "../payments";
import type { Db } from "../db/client";
import type { IdempotentOutcome } from "../platform/idempotency";
import {
  countOfferBooked,
  deleteOfferBooking,
  insertOfferBooking,
  markOfferBookingFailed,
  markOfferBookingPaid,
  offerBookingWithNames,
  offerBookingsOfUser,
  offerTitle,
  reopenFailedOfferBooking,
  type OfferBookingRow,
} from "./booking-queries";

/** The body's rules in the caller's language; the unit's country decides which phone is valid. */
export const offerBookingRules = (lang: Lang, country: "SA" | "EG") =>
  offerBookingBodySchema(
    country,
    {
      name: label(lang, "offers.booking.fields.name"),
      mobile: label(lang, "offers.booking.fields.phone"),
      email: label(lang, "offers.booking.fields.email"),
      branch_id: label(lang, "offers.booking.fields.branch"),
      payment_type: label(lang, "offers.booking.fields.paymentType"),
    },
    validationT(lang),
  );

/** 8 characters without look-alikes (0/O, 1/I/L): read out over the phone at the branch. */
const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const newCode = () => `OF-${Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("")}`;

function returnUrl(deps: Deps, lang: Lang): string {
  return `${deps.config.siteOrigin}${lang === "en" ? "/en" : ""}/paymentResponse/{paymentId}`;
}

function paymentBody(payment: PaymentView): OfferBookingResponse["payment"] {
  return {
    method: payment.method,
    status: payment.status,
    payment_id: payment.paymentId,
    redirect_url: payment.redirectUrl,
    reference: payment.reference,
    expires_at: payment.expiresAt,
  };
}

/** The confirmation by SMS (and email when given), in the language of the booking: one line each. */
async function confirmByMessage(deps: Deps, booking: OfferBookingRow, lines: string[]) {
  const body = lines.join("\n");
  await deps.messenger.send({ channel: "sms", to: booking.mobile, body });
  if (booking.email) {
    await deps.messenger.send({ channel: "email", to: booking.email, subject: serverMessage(booking.lang, "offerBooking.subject", { code: booking.code }), body });
  }
}

const bookedLines = (lang: Lang, code: string, title: string) => [
  serverMessage(lang, "offerBooking.booked", { title }),
  serverMessage(lang, "offerBooking.code", { code }),
];

/** Books the offer and starts its payment; the caller wraps it in `idempotent()`. */
export async function bookOffer(
  deps: Deps,
  input: { lang: Lang; bu: BusinessUnitRow; offer: { id: number; title: string; price: number }; body: OfferBookingBody; user: UserRow | null },
): Promise<IdempotentOutcome> {
  const { lang, bu, offer, body, user } = input;
  const status = body.payment_type === "cash" ? "confirmed" : "pending";
  let booking: OfferBookingRow | undefined;
  for (let attempt = 0; attempt < 3 && !booking; attempt++) {
    booking = await insertOfferBooking(deps.db, {
      code: newCode(),
      offerId: offer.id,
      businessUnitId: bu.id,
      branchId: body.branch_id,
      userId: user?.id ?? null,
      name: body.name,
      mobile: body.mobile,
      email: body.email ?? null,
      paymentType: body.payment_type,
      status,
      price: offer.price,
      currency: bu.currency,
      lang,
    });
  }
  if (!booking) throw new Error("no free booking code after 3 tries");

  let payment: PaymentView;
  try {
    payment = await startPayment(deps, {
      purpose: "offer_booking",
      purposeId: booking.id,
      businessUnitId: bu.id,
      method: body.payment_type,
      price: offer.price,
      customer: { name: body.name, mobile: body.mobile, email: body.email ?? null },
      lang,
      returnUrl: returnUrl(deps, lang),
      description: offer.title,
    });
  } catch (err) {
    // No payment, no booking: the patient tries again (a 5xx also frees the idempotency key).
    await deleteOfferBooking(deps.db, booking.id);
    if (!(err instanceof PaymentError)) throw err;
    const message = err.text(lang);
    if (err.status === 422) return { status: 422, body: { message, errors: { payment_type: [message] } } };
    return { status: err.status, body: { message } };
  }

  if (booking.status === "confirmed") await countOfferBooked(deps.db, offer.id);
  if (payment.method === "cash" || payment.method === "fawry") {
    const lines = bookedLines(booking.lang, booking.code, offer.title);
    if (payment.method === "cash") lines.push(serverMessage(booking.lang, "offerBooking.payAtBranch"));
    else if (payment.reference) lines.push(serverMessage(booking.lang, "offerBooking.payAtFawry", { reference: payment.reference }));
    await confirmByMessage(deps, booking, lines);
  }
  const response: OfferBookingResponse = {
    booking: { id: booking.id, code: booking.code, status: booking.status },
    payment: paymentBody(payment),
  };
  return { status: 201, body: response };
}

/** The payments module tells us once per change; the booking follows its payment. */
async function followPayment(deps: Deps, change: PaymentStatusChange): Promise<void> {
  const id = change.payment.purposeId;
  if (change.to === "paid") {
    const row = await markOfferBookingPaid(deps.db, id);
    if (!row) return;
    // A cash booking was counted when it was confirmed.
    if (row.paymentType !== "cash") await countOfferBooked(deps.db, row.offerId);
    const title = await offerTitle(deps.db, row.offerId, row.lang);
    const lines = [...bookedLines(row.lang, row.code, title), serverMessage(row.lang, "offerBooking.paymentReceived")];
    await confirmByMessage(deps, row, lines);
  } else if (change.to === "not_paid" && change.from === "pending") {
    await markOfferBookingFailed(deps.db, id);
  } else if (change.from === null && change.to === "pending") {
    // "Try again" on the response page started a new online payment for a failed booking.
    await reopenFailedOfferBooking(deps.db, id);
  }
}

/** The booking on the payment response page: its code, the offer and the branch. */
async function describeBooking(deps: Deps, purposeId: number, lang: Lang) {
  const row = await offerBookingWithNames(deps.db, purposeId);
  if (!row) return null;
  return { code: row.code, title: tr(lang, row.titleAr, row.titleEn), details: [tr(lang, row.branchAr, row.branchEn)] };
}

// Module-level functions: registering them again (one app per test file) changes nothing.
onPaymentStatus("offer_booking", followPayment);
registerPaymentSummary("offer_booking", describeBooking);

/** What booking the offer costs and how it may be paid; a PaymentError carries the answer when it cannot be quoted. */
export async function offerQuote(deps: Deps, input: { businessUnitId: number; price: number }) {
  const quote = await quotePayment(deps, input);
  return { currency: quote.currency, amount: quote.amount, tax: quote.tax, tax_rate: quote.taxRate, total: quote.total, methods: quote.methods };
}

/** The patient's bought offers as the API lists them. */
export async function myOfferBookings(db: Db, userId: number, lang: Lang) {
  const rows = await offerBookingsOfUser(db, userId);
  return rows.map(({ b, o, br, totalMinor }) => ({
    id: b.id,
    code: b.code,
    status: b.status,
    offer: { title: tr(lang, o.titleAr, o.titleEn), slug_ar: o.slugAr, slug_en: o.slugEn },
    branch: { id: b.branchId, name: tr(lang, br.nameAr, br.nameEn) },
    payment_type: b.paymentType,
    price: b.price,
    total: totalMinor === null ? null : fromMinor(Number(totalMinor), b.currency),
    currency: b.currency,
    created_at: b.createdAt.toISOString(),
  }));
}
