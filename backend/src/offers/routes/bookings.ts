import { randomInt } from "node:crypto";
import { createRoute } from "@hono/zod-openapi";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Context } from "hono";
import { z } from "zod";
import { MessageSchema, SlugParamSchema, ValidationErrorSchema, dataOf } from "@/lib/contract/common";
import { PaymentQuoteSchema } from "@/lib/contract/payments";
import {
  MyOfferBookingsResponseSchema,
  OFFER_PAYMENT_TYPES,
  OfferBookingResponseSchema,
  offerBookingBodySchema,
  type OfferBookingBody,
  type OfferBookingResponse,
} from "@/lib/contract/offer-bookings";
import type { Lang } from "@/lib/contract/common";
import { branches, offerBookings, offers } from "../../db/schema";
import { label, validationT } from "../../engagement/i18n";
import type { AppEnv, BusinessUnitRow, Deps, UserRow } from "../../http/context";
import { notFound, tr, validationError } from "../../http/context";
import { serverMessage } from "../../http/messages";
import { unauthenticated } from "../../http/middleware";
import { errorResponses, json, notFoundResponse, secured } from "../../http/openapi";
import { newRouter } from "../../http/router";
import {
  PaymentError,
  onPaymentStatus,
  quotePayment,
  registerPaymentSummary,
  startPayment,
  type PaymentStatusChange,
  type PaymentView,
} from "../../payments";
import { idempotent, type IdempotentOutcome } from "../../platform/idempotency";
import { clientIp, hitAll, tooManyRequests } from "../../platform/rate-limit";
import { OFFER_BOOKING_LIMITS } from "../rate-limits";
import { offerBySlug } from "../../offers/queries";

const tag = "Offers";

/**
 * The body as documented: types only. The rules (phone by the unit's country, lengths) run in the
 * handler in the caller's language, because the unit decides which phone is valid.
 */
const BodyDocSchema = z.object({
  name: z.string().describe("2 to 60 characters"),
  mobile: z.string().describe("05 + 8 digits at a Saudi unit, 01 + 9 digits at an Egyptian one"),
  email: z.string().optional().describe("Optional; valid when given"),
  branch_id: z.number().int().describe("One of the offer's business unit's branches"),
  payment_type: z.enum(OFFER_PAYMENT_TYPES).describe("cash and card everywhere; fawry at Egyptian units, tamara at Saudi ones"),
});

const localizedBodySchema = (lang: Lang, country: "SA" | "EG") =>
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

function issuesToErrors(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "body";
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/** A type error in the body is answered with the same localized rules as a value error. */
const bodyHook = (result: { success: boolean; target?: string; data?: unknown; error?: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } }, c: Context<AppEnv>) => {
  if (result.success) return;
  const lang = c.get("lang") ?? "ar";
  const country = c.get("bu")?.country ?? "SA";
  const again = result.target === "json" ? localizedBodySchema(lang, country).safeParse(result.data) : null;
  const issues = again && !again.success ? again.error.issues : (result.error?.issues ?? []);
  return validationError(c, issuesToErrors(issues));
};

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
async function confirmByMessage(deps: Deps, booking: typeof offerBookings.$inferSelect, lines: string[]) {
  const body = lines.join("\n");
  await deps.messenger.send({ channel: "sms", to: booking.mobile, body });
  if (booking.email) {
    await deps.messenger.send({ channel: "email", to: booking.email, subject: serverMessage(booking.lang, "offerBooking.subject", { code: booking.code }), body });
  }
}

async function offerTitle(deps: Deps, offerId: number, lang: Lang): Promise<string> {
  const [row] = await deps.db.select({ ar: offers.titleAr, en: offers.titleEn }).from(offers).where(eq(offers.id, offerId));
  return row ? tr(lang, row.ar, row.en) : "";
}

const bookedLines = (lang: Lang, code: string, title: string) => [
  serverMessage(lang, "offerBooking.booked", { title }),
  serverMessage(lang, "offerBooking.code", { code }),
];

/** Books the offer and starts its payment; the caller wraps it in `idempotent()`. */
async function book(
  deps: Deps,
  input: { lang: Lang; bu: BusinessUnitRow; offer: { id: number; title: string; price: number }; body: OfferBookingBody; user: UserRow | null },
): Promise<IdempotentOutcome> {
  const { lang, bu, offer, body, user } = input;
  const status = body.payment_type === "cash" ? "confirmed" : "pending";
  let booking: typeof offerBookings.$inferSelect | undefined;
  for (let attempt = 0; attempt < 3 && !booking; attempt++) {
    [booking] = await deps.db
      .insert(offerBookings)
      .values({
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
      })
      .onConflictDoNothing({ target: offerBookings.code })
      .returning();
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
    await deps.db.delete(offerBookings).where(eq(offerBookings.id, booking.id));
    if (!(err instanceof PaymentError)) throw err;
    const message = err.text(lang);
    if (err.status === 422) return { status: 422, body: { message, errors: { payment_type: [message] } } };
    return { status: err.status, body: { message } };
  }

  if (booking.status === "confirmed") {
    await deps.db.update(offers).set({ bookingsCount: sql`${offers.bookingsCount} + 1` }).where(eq(offers.id, offer.id));
  }
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
    const [row] = await deps.db
      .update(offerBookings)
      .set({ status: "paid", updatedAt: new Date() })
      .where(and(eq(offerBookings.id, id), inArray(offerBookings.status, ["pending", "confirmed", "failed"])))
      .returning();
    if (!row) return;
    // A cash booking was counted when it was confirmed.
    if (row.paymentType !== "cash") {
      await deps.db.update(offers).set({ bookingsCount: sql`${offers.bookingsCount} + 1` }).where(eq(offers.id, row.offerId));
    }
    const title = await offerTitle(deps, row.offerId, row.lang);
    const lines = [...bookedLines(row.lang, row.code, title), serverMessage(row.lang, "offerBooking.paymentReceived")];
    await confirmByMessage(deps, row, lines);
  } else if (change.to === "not_paid" && change.from === "pending") {
    await deps.db
      .update(offerBookings)
      .set({ status: "failed", updatedAt: new Date() })
      .where(and(eq(offerBookings.id, id), eq(offerBookings.status, "pending")));
  } else if (change.from === null && change.to === "pending") {
    // "Try again" on the response page started a new online payment for a failed booking.
    await deps.db
      .update(offerBookings)
      .set({ status: "pending", updatedAt: new Date() })
      .where(and(eq(offerBookings.id, id), eq(offerBookings.status, "failed")));
  }
}

/** The booking on the payment response page: its code, the offer and the branch. */
async function describeBooking(deps: Deps, purposeId: number, lang: Lang) {
  const [row] = await deps.db
    .select({ code: offerBookings.code, titleAr: offers.titleAr, titleEn: offers.titleEn, branchAr: branches.nameAr, branchEn: branches.nameEn })
    .from(offerBookings)
    .innerJoin(offers, eq(offers.id, offerBookings.offerId))
    .innerJoin(branches, eq(branches.id, offerBookings.branchId))
    .where(eq(offerBookings.id, purposeId));
  if (!row) return null;
  return { code: row.code, title: tr(lang, row.titleAr, row.titleEn), details: [tr(lang, row.branchAr, row.branchEn)] };
}

// Module-level functions: registering them again (one app per test file) changes nothing.
onPaymentStatus("offer_booking", followPayment);
registerPaymentSummary("offer_booking", describeBooking);

/** Routes of buying an offer: the booking with its payment, and the patient's bought offers. */
export function offerBookingRoutes(deps: Deps) {
  const { db } = deps;
  const app = newRouter();

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/offers/{slug}/bookings",
      ...secured(tag),
      summary: "Books an offer and starts its payment; send an Idempotency-Key (the same key answers the same booking)",
      request: {
        params: SlugParamSchema,
        headers: z.object({ "idempotency-key": z.string().optional() }),
        body: { content: { "application/json": { schema: BodyDocSchema } }, required: true },
      },
      responses: {
        201: json(OfferBookingResponseSchema, "The booking and its payment (a redirect URL for card and Tamara, a reference for Fawry)"),
        401: errorResponses[401],
        404: notFoundResponse[404],
        409: json(MessageSchema, "The offer has ended"),
        422: json(ValidationErrorSchema, "Invalid body; `errors` names the field"),
        429: json(MessageSchema, "Too many bookings; `Retry-After` says when to try again"),
        502: json(MessageSchema, "The payment provider could not be reached"),
      },
    }),
    async (c) => {
      c.header("Cache-Control", "no-store");
      const lang = c.get("lang");
      const bu = c.get("bu");
      const offer = await offerBySlug(db, lang, bu, c.req.valid("param").slug);
      if (!offer) return notFound(c) as never;

      const parsed = localizedBodySchema(lang, bu.country).safeParse(c.req.valid("json"));
      if (!parsed.success) return validationError(c, issuesToErrors(parsed.error.issues)) as never;
      const body = parsed.data;
      const [branch] = await db
        .select({ id: branches.id })
        .from(branches)
        .where(and(eq(branches.id, body.branch_id), eq(branches.businessUnitId, offer.business_unit_id ?? bu.id)));
      if (!branch) return validationError(c, { branch_id: [serverMessage(lang, "offerBooking.chooseBranch")] }) as never;
      if (offer.is_expired) return c.json({ message: serverMessage(lang, "offerBooking.ended") }, 409) as never;

      const verdict = await hitAll(db, [
        [OFFER_BOOKING_LIMITS.perIp, clientIp(c)],
        [OFFER_BOOKING_LIMITS.perMobile, body.mobile],
      ]);
      if (!verdict.allowed) return tooManyRequests(c, verdict) as never;

      const caller = c.get("caller");
      const user = caller.kind === "user" ? caller.user : null;
      return idempotent(c, db, `offer-booking:${offer.id}`, body, () =>
        book(deps, { lang, bu, offer: { id: offer.id, title: offer.title, price: offer.price }, body, user }),
      ) as never;
    },
    bodyHook as never,
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/offers/{slug}/quote",
      ...secured(tag),
      summary: "What booking the offer costs: amount, tax, total and the payment methods its unit offers (the payment step)",
      request: { params: SlugParamSchema },
      responses: { 200: json(dataOf(PaymentQuoteSchema), "The quote"), ...errorResponses, ...notFoundResponse },
    }),
    async (c) => {
      const lang = c.get("lang");
      const bu = c.get("bu");
      const offer = await offerBySlug(db, lang, bu, c.req.valid("param").slug);
      if (!offer) return notFound(c) as never;
      try {
        const quote = await quotePayment(deps, { businessUnitId: offer.business_unit_id ?? bu.id, price: offer.price });
        const data = { currency: quote.currency, amount: quote.amount, tax: quote.tax, tax_rate: quote.taxRate, total: quote.total, methods: quote.methods };
        return c.json({ data }, 200);
      } catch (err) {
        if (!(err instanceof PaymentError)) throw err;
        return c.json({ message: err.text(lang) }, err.status) as never;
      }
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/offer_bookings",
      ...secured(tag),
      summary: "The signed-in patient's bought offers, newest first (a user token)",
      responses: { 200: json(MyOfferBookingsResponseSchema, "Bought offers"), ...errorResponses },
    }),
    async (c) => {
      const caller = c.get("caller");
      if (caller.kind !== "user") return c.json(unauthenticated, 401);
      const lang = c.get("lang");
      c.header("Cache-Control", "private, no-store");
      const rows = await db
        .select({ b: offerBookings, o: { titleAr: offers.titleAr, titleEn: offers.titleEn, slugAr: offers.slugAr, slugEn: offers.slugEn }, br: { nameAr: branches.nameAr, nameEn: branches.nameEn } })
        .from(offerBookings)
        .innerJoin(offers, eq(offers.id, offerBookings.offerId))
        .innerJoin(branches, eq(branches.id, offerBookings.branchId))
        .where(eq(offerBookings.userId, caller.user.id))
        .orderBy(desc(offerBookings.createdAt), desc(offerBookings.id))
        .limit(100);
      const data = rows.map(({ b, o, br }) => ({
        id: b.id,
        code: b.code,
        status: b.status,
        offer: { title: tr(lang, o.titleAr, o.titleEn), slug_ar: o.slugAr, slug_en: o.slugEn },
        branch: { id: b.branchId, name: tr(lang, br.nameAr, br.nameEn) },
        payment_type: b.paymentType,
        price: b.price,
        currency: b.currency,
        created_at: b.createdAt.toISOString(),
      }));
      return c.json({ data }, 200);
    },
  );

  return app;
}
