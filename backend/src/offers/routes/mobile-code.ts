import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { MessageSchema, SlugParamSchema, ValidationErrorSchema } from "@/lib/contract/common";
import { OfferMobileProofSchema, offerMobileCodeBodySchema, offerMobileVerifyBodySchema } from "@/lib/contract/offer-bookings";
import { OTP_LIMITS } from "../../auth/rate-limits";
import { BOOKING_LIMITS } from "../../booking/rate-limits";
import { mobileCodeGuessesLimited } from "../../booking/mobile-guesses";
import { label, validationT } from "../../http/localized-validation";
import type { Deps } from "../../http/context";
import { notFound, validationError } from "../../http/context";
import { errorResponses, json, notFoundResponse, secured } from "../../http/openapi";
import { newRouter } from "../../http/router";
import { clientIp, hitAll, tooManyRequests } from "../../platform/rate-limit";
import { sendOfferCode, verifyOfferCode } from "../mobile-code";
import { offerBySlug } from "../queries";

const tag = "Offers";

/** Field errors keyed by the body's field, as the booking answers them. */
function errorsOf(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) (errors[issue.path.map(String).join(".") || "body"] ??= []).push(issue.message);
  return errors;
}

const tooMany = json(MessageSchema, "Too many codes or tries; `Retry-After` says when to try again");

/**
 * Proving the mobile an offer is booked for: a code to it, then the proof its right code gives
 * (offers/mobile-code.ts). The phone follows the offer's unit's country, as in the booking.
 */
export function offerMobileCodeRoutes(deps: Deps) {
  const { db } = deps;
  const app = newRouter();
  const labels = (lang: "ar" | "en") => ({ mobile: label(lang, "offers.booking.fields.phone"), code: label(lang, "booking.fields.code") });

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/offers/{slug}/mobile-code",
      ...secured(tag),
      summary: "Sends a 4-digit code by SMS to the mobile an offer is to be booked for (3 a mobile, 10 an address, in 10 minutes)",
      request: { params: SlugParamSchema, body: { content: { "application/json": { schema: z.object({ mobile: z.string() }) } }, required: true } },
      responses: { 200: json(MessageSchema, "Code sent"), 401: errorResponses[401], 404: notFoundResponse[404], 422: json(ValidationErrorSchema, "Invalid mobile"), 429: tooMany },
    }),
    async (c) => {
      c.header("Cache-Control", "no-store");
      const lang = c.get("lang");
      const bu = c.get("bu");
      if (!(await offerBySlug(db, lang, bu, c.req.valid("param").slug))) return notFound(c) as never;
      const parsed = offerMobileCodeBodySchema(bu.country, labels(lang), validationT(lang)).safeParse(c.req.valid("json"));
      if (!parsed.success) return validationError(c, errorsOf(parsed.error.issues)) as never;
      const { mobile } = parsed.data;
      const verdict = await hitAll(db, [
        [BOOKING_LIMITS.codesPerMobile, mobile],
        [BOOKING_LIMITS.codesPerIp, clientIp(c)],
      ]);
      if (!verdict.allowed) return tooManyRequests(c, verdict) as never;
      const outcome = await sendOfferCode(deps, lang, mobile);
      return c.json(outcome.body as object, outcome.status as 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/offers/{slug}/mobile-code/verify",
      ...secured(tag),
      summary:
        "Checks the code; the answer's `mobile_proof` goes with a booking for that mobile (good for 30 minutes). Wrong codes count against the mobile's budget of every purpose (6 in 30 days)",
      request: {
        params: SlugParamSchema,
        body: { content: { "application/json": { schema: z.object({ mobile: z.string(), code: z.string() }) } }, required: true },
      },
      responses: {
        200: json(OfferMobileProofSchema, "Mobile confirmed: its proof"),
        401: errorResponses[401],
        404: notFoundResponse[404],
        422: json(ValidationErrorSchema, "Invalid body, or a wrong or expired code (`errors.code`)"),
        429: tooMany,
      },
    }),
    async (c) => {
      c.header("Cache-Control", "no-store");
      const lang = c.get("lang");
      const bu = c.get("bu");
      if (!(await offerBySlug(db, lang, bu, c.req.valid("param").slug))) return notFound(c) as never;
      const parsed = offerMobileVerifyBodySchema(bu.country, labels(lang), validationT(lang)).safeParse(c.req.valid("json"));
      if (!parsed.success) return validationError(c, errorsOf(parsed.error.issues)) as never;
      const tries = await hitAll(db, [[OTP_LIMITS.verifyPerIp, clientIp(c)]]);
      if (!tries.allowed) return tooManyRequests(c, tries) as never;
      const outcome = await verifyOfferCode(deps, lang, parsed.data.mobile, parsed.data.code);
      if ("limited" in outcome) return mobileCodeGuessesLimited(c, outcome.limited) as never;
      return c.json(outcome.body as object, outcome.status as 200);
    },
  );

  return app;
}
