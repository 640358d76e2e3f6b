import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { z } from "zod";
import { MessageSchema, SlugParamSchema, ValidationErrorSchema, dataOf } from "@/lib/contract/common";
import { PaymentQuoteSchema } from "@/lib/contract/payments";
import { MyOfferBookingsResponseSchema, OFFER_PAYMENT_TYPES, OfferBookingResponseSchema } from "@/lib/contract/offer-bookings";
import type { AppEnv, Deps } from "../../http/context";
import { notFound, validationError } from "../../http/context";
import { serverMessage } from "../../http/messages";
import { unauthenticated } from "../../http/middleware";
import { errorResponses, json, notFoundResponse, secured } from "../../http/openapi";
import { newRouter } from "../../http/router";
import { PaymentError } from "../../payments";
import { idempotent } from "../../platform/idempotency";
import { clientIp, hitAll, tooManyRequests } from "../../platform/rate-limit";
import { isUnitBranch } from "../booking-queries";
import { bookOffer, myOfferBookings, offerBookingRules, offerQuote } from "../bookings";
import { OFFER_BOOKING_LIMITS } from "../rate-limits";
import { offerMobileProven } from "../mobile-code";
import { offerMobileCodeRoutes } from "./mobile-code";
import { offerBySlug } from "../queries";

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
  mobile_proof: z
    .string()
    .optional()
    .describe("What POST /api/offers/{slug}/mobile-code/verify answered for this mobile; only a signed-in patient booking for the account's own mobile goes without"),
});

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
  const again = result.target === "json" ? offerBookingRules(lang, country).safeParse(result.data) : null;
  const issues = again && !again.success ? again.error.issues : (result.error?.issues ?? []);
  return validationError(c, issuesToErrors(issues));
};

/** Routes of buying an offer: the booking with its payment, and the patient's bought offers. */
export function offerBookingRoutes(deps: Deps) {
  const { db } = deps;
  const app = newRouter();
  app.route("/", offerMobileCodeRoutes(deps));

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/offers/{slug}/bookings",
      ...secured(tag),
      summary:
        "Books an offer and starts its payment; send an Idempotency-Key (the same key answers the same booking). The mobile is proven (`mobile_proof`, or a signed-in patient's own) and a signed-in patient's messages go to the account's e-mail",
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
        422: json(ValidationErrorSchema, "Invalid body, or a mobile not proven (`errors.mobile`); `errors` names the field"),
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

      const parsed = offerBookingRules(lang, bu.country).safeParse(c.req.valid("json"));
      if (!parsed.success) return validationError(c, issuesToErrors(parsed.error.issues)) as never;
      const body = parsed.data;
      if (!(await isUnitBranch(db, body.branch_id, offer.business_unit_id ?? bu.id))) {
        return validationError(c, { branch_id: [serverMessage(lang, "offerBooking.chooseBranch")] }) as never;
      }
      if (offer.is_expired) return c.json({ message: serverMessage(lang, "offerBooking.ended") }, 409) as never;

      const verdict = await hitAll(db, [
        [OFFER_BOOKING_LIMITS.perIp, clientIp(c)],
        [OFFER_BOOKING_LIMITS.perMobile, body.mobile],
      ]);
      if (!verdict.allowed) return tooManyRequests(c, verdict) as never;

      const caller = c.get("caller");
      const user = caller.kind === "user" ? caller.user : null;
      // The booking's SMS goes only to a mobile its booker has proven; a signed-in patient's e-mail is the account's.
      const proven = (user !== null && body.mobile === user.mobile) || offerMobileProven(deps.config.tokenSecret, body.mobile_proof, body.mobile);
      if (!proven) return validationError(c, { mobile: [serverMessage(lang, "booking.mobileNotVerified")] }) as never;
      const contact = { ...body, email: user ? user.email : body.email };
      return idempotent(c, db, `offer-booking:${offer.id}`, body, () =>
        bookOffer(deps, { lang, bu, offer: { id: offer.id, title: offer.title, price: offer.price }, body: contact, user }),
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
        const data = await offerQuote(deps, { businessUnitId: offer.business_unit_id ?? bu.id, price: offer.price });
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
      const data = await myOfferBookings(db, caller.user.id, lang);
      return c.json({ data }, 200);
    },
  );

  return app;
}
