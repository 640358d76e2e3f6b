import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import {
  AppointmentBodySchema,
  AppointmentCreatedSchema,
  AppointmentRescheduledSchema,
  AppointmentSchema,
  AppointmentsQuerySchema,
  BookingConflictSchema,
  DoctorSlotsSchema,
  EligibilityRequestSchema,
  EligibilitySchema,
  HoldSecretHeaderSchema,
  HoldVisitorHeaderSchema,
  MobileCodeBodySchema,
  MobileCodeVerifySchema,
  ReservationCreatedSchema,
  RescheduleBodySchema,
  ReserveBodySchema,
  SlotsQuerySchema,
} from "@/lib/contract/booking";
import { IdNameSchema, IdParamSchema, MessageSchema, ValidationErrorSchema, dataOf } from "@/lib/contract/common";
import { listForUser } from "./appointments";
import { doctorSlots } from "./availability";
import { cancelAppointment, confirmAppointment, onAppointmentPayment, type Outcome } from "./confirm";
import { serverMessage } from "../http/messages";
import { checkEligibility, companyList, insuranceNotChecked } from "./insurance";
import { eligibilityLimits, lookupMobile } from "./eligibility-lookup";
import { eligibilityProvider } from "../insurance";
import { eligibilityFor } from "./insurance-privacy";
import { secretFingerprint, visitorKey } from "./hold-owner";
import { lastPaymentTypeOf } from "./last-payment";
import { sendMobileCode, verifyMobileCode } from "./mobile-code";
import { onPaymentStatus, registerPaymentSummary } from "./payment-port";
import { alreadyBookedAnswer } from "./errors";
import { patientOverlapAnswer } from "./patient-overlap";
import { rescheduleAppointment } from "./reschedule";
import { reservationToWire, reserve } from "./reserve";
import { appointmentSummary } from "./summary";
import { localDay } from "@/lib/time/zone";
import type { AppEnv, Deps } from "../http/context";
import { validationError } from "../http/context";
import { unauthenticated } from "../http/middleware";
import { errorResponses, json, notFoundResponse, secured } from "../http/openapi";
import { newRouter } from "../http/router";
import { idempotent } from "../platform/idempotency";
import { clientIp, hitAll, tooManyRequests } from "../platform/rate-limit";
import { BOOKING_LIMITS } from "./rate-limits";
import { mobileCodeGuessesLimited } from "./mobile-guesses";
import { OTP_LIMITS } from "../auth/rate-limits";

const tag = "Booking";

const conflict = json(
  BookingConflictSchema,
  "The time is taken, the hold expired, or the patient already has an appointment with the doctor; `code: patient_overlap` when the time overlaps one of the patient's own appointments (any doctor or branch), named by `appointment_code`",
);
const tooMany = json(MessageSchema, "Too many requests; `Retry-After` says when to try again");
const fieldErrors = json(ValidationErrorSchema, "Invalid body; `errors` names the field");
const body = <T extends z.ZodType>(schema: T) => ({ body: { content: { "application/json": { schema } }, required: true } });
const ReservationIdParamSchema = z.object({ id: z.string().min(1).max(64) });
const notOwned = "; another patient's or browser's hold is 404, like an unknown one";

/** Who is using a hold: the signed-in user, and the guest secret the caller sent. */
const holdCaller = (c: Context<AppEnv>) => {
  const caller = c.get("caller");
  return { user: caller.kind === "user" ? caller.user : null, secret: c.req.header("x-hold-secret") || undefined };
};

/** An outcome computed by the booking engine; its status and body are documented per route above. */
const send = (c: Context<AppEnv>, outcome: Outcome): never => {
  c.header("Cache-Control", "no-store");
  return c.json(outcome.body as object, outcome.status as 200) as never;
};

export function bookingRoutes(deps: Deps) {
  const app = newRouter();
  const { db } = deps;
  onPaymentStatus("appointment", onAppointmentPayment);
  registerPaymentSummary("appointment", appointmentSummary);

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/broker/doctors/{id}/slots",
      ...secured(tag),
      summary: "A doctor's free slots per local day of the branch's time zone (past, held and booked time never appear)",
      request: { params: IdParamSchema, query: SlotsQuerySchema },
      responses: { 200: json(DoctorSlotsSchema, "Free slots, branches, kinds with prices, next available day"), ...errorResponses, ...notFoundResponse },
    }),
    async (c) => {
      const q = c.req.valid("query");
      const result = await doctorSlots(db, c.get("lang"), c.req.valid("param").id, q);
      if (!result) return c.json({ message: "Not found" }, 404);
      c.header("Cache-Control", "no-store");
      return c.json(result, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/reservations",
      ...secured(tag),
      summary: "Holds a slot for a few minutes (the app token is enough); 409 when it is taken",
      request: { headers: HoldVisitorHeaderSchema, ...body(ReserveBodySchema) },
      responses: {
        201: json(dataOf(ReservationCreatedSchema), "The hold; a guest's carries its `hold_secret`"),
        401: errorResponses[401],
        409: conflict,
        422: fieldErrors,
        429: tooMany,
      },
    }),
    async (c) => {
      const input = c.req.valid("json");
      const caller = c.get("caller");
      const lang = c.get("lang");
      const user = caller.kind === "user" ? caller.user : null;
      // What the visitor owns first (the account, else the browser's key); the address only as a
      // ceiling a carrier's shared address stays under (booking/rate-limits.ts).
      const visitor = c.req.valid("header")["x-hold-visitor"];
      const verdict = await hitAll(db, [
        [BOOKING_LIMITS.holdsPerUser, user ? String(user.id) : null],
        [BOOKING_LIMITS.holdsPerVisitor, user || !visitor ? null : visitorKey(visitor)],
        [BOOKING_LIMITS.holdsPerIp, clientIp(c)],
      ]);
      if (!verdict.allowed) return tooManyRequests(c, verdict, "booking.tooManyHolds");
      const outcome = await reserve(deps, input, user);
      if (outcome.ok) {
        const data = {
          ...reservationToWire(outcome.reservation, outcome.paymentMethods, outcome.cancelHoursBefore),
          hold_secret: outcome.secret,
          last_payment_type: user ? await lastPaymentTypeOf(db, user.id, outcome.paymentMethods) : null,
        };
        return send(c, { status: 201, body: { data } });
      }
      if (outcome.reason === "not_a_slot") return validationError(c, { start: [serverMessage(lang, "booking.notASlot")] });
      if (outcome.reason === "unknown_family_member") {
        return validationError(c, { family_member_id: [serverMessage(lang, "booking.unknownFamilyMember")] });
      }
      if (outcome.reason === "patient_overlap") return send(c, patientOverlapAnswer(lang, outcome.clash));
      if (outcome.reason === "already_booked") return send(c, alreadyBookedAnswer(lang, outcome.appointment));
      return send(c, { status: 409, body: { message: serverMessage(lang, "booking.slotTaken"), reason: outcome.reason } });
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/reservations/{id}/mobile-code",
      ...secured(tag),
      summary: `Sends a 4-digit code by SMS so a guest confirms the mobile of the booking${notOwned}`,
      request: { params: ReservationIdParamSchema, headers: HoldSecretHeaderSchema, ...body(MobileCodeBodySchema) },
      responses: { 200: json(MessageSchema, "Code sent"), 401: errorResponses[401], 404: notFoundResponse[404], 409: conflict, 422: fieldErrors, 429: tooMany },
    }),
    async (c) => {
      const { mobile } = c.req.valid("json");
      const verdict = await hitAll(db, [
        [BOOKING_LIMITS.codesPerMobile, mobile],
        [BOOKING_LIMITS.codesPerIp, clientIp(c)],
      ]);
      if (!verdict.allowed) return tooManyRequests(c, verdict);
      return send(c, await sendMobileCode(deps, c.get("lang"), holdCaller(c), c.req.valid("param").id, mobile));
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/reservations/{id}/mobile-code/verify",
      ...secured(tag),
      summary: `Checks the code; the hold then accepts an appointment for that mobile${notOwned}`,
      request: { params: ReservationIdParamSchema, headers: HoldSecretHeaderSchema, ...body(MobileCodeVerifySchema) },
      responses: {
        200: json(MessageSchema, "Mobile confirmed"),
        401: errorResponses[401],
        404: notFoundResponse[404],
        409: conflict,
        422: fieldErrors,
        429: json(MessageSchema, "Too many tries from this address, or the mobile's budget of wrong codes (6 in 30 days, every purpose) is spent"),
      },
    }),
    async (c) => {
      const { mobile, code } = c.req.valid("json");
      const tries = await hitAll(db, [[OTP_LIMITS.verifyPerIp, clientIp(c)]]);
      if (!tries.allowed) return tooManyRequests(c, tries);
      const outcome = await verifyMobileCode(deps, c.get("lang"), holdCaller(c), c.req.valid("param").id, mobile, code);
      if ("limited" in outcome) return mobileCodeGuessesLimited(c, outcome.limited);
      return send(c, outcome);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/appointments",
      ...secured(tag),
      summary: `Confirms a hold as an appointment and starts its payment; send an Idempotency-Key${notOwned}. The contact is proven: a signed-in patient's account mobile and e-mail, or a mobile confirmed on the hold with its code (422 on \`patient.mobile\` otherwise)`,
      request: {
        ...body(AppointmentBodySchema),
        headers: HoldSecretHeaderSchema.extend({ "idempotency-key": z.string().optional() }),
      },
      responses: {
        201: json(AppointmentCreatedSchema, "The appointment and its payment (a redirect URL or a Fawry reference for online methods)"),
        401: errorResponses[401],
        404: notFoundResponse[404],
        409: conflict,
        422: fieldErrors,
        429: tooMany,
        502: json(MessageSchema, "The payment provider could not be reached"),
      },
    }),
    async (c) => {
      const input = c.req.valid("json");
      const { user, secret } = holdCaller(c);
      const lang = c.get("lang");
      const verdict = await hitAll(db, [
        [BOOKING_LIMITS.confirmsPerIp, clientIp(c)],
        [BOOKING_LIMITS.confirmsPerUser, user ? String(user.id) : null],
      ]);
      if (!verdict.allowed) return tooManyRequests(c, verdict, "booking.tooManyHolds");
      // The secret's hash joins the key's fingerprint: a replay without it is refused, not answered with the stored booking.
      const keyed = { ...input, hold: secretFingerprint(secret) };
      return idempotent(c, db, "booking:appointment", keyed, () => confirmAppointment(deps, lang, input, user, secret)) as never;
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/appointments",
      ...secured(tag),
      summary: "The signed-in patient's appointments: upcoming (default), previous or cancelled",
      request: { query: AppointmentsQuerySchema },
      responses: { 200: json(z.object({ data: z.array(AppointmentSchema) }), "Appointments"), ...errorResponses },
    }),
    async (c) => {
      const caller = c.get("caller");
      if (caller.kind !== "user") return c.json(unauthenticated, 401);
      const tab = c.req.valid("query").tab ?? "upcoming";
      c.header("Cache-Control", "private, no-store");
      return c.json({ data: await listForUser(db, c.get("lang"), caller.user.id, tab) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/appointments/{id}/cancel",
      ...secured(tag),
      summary: "Cancels one of the patient's appointments (until the unit's deadline before it); paid ones are refunded by the same method",
      request: { params: IdParamSchema },
      responses: {
        200: json(z.object({ data: AppointmentSchema, message: z.string() }), "Cancelled"),
        ...errorResponses,
        404: notFoundResponse[404],
        409: json(MessageSchema, "Already cancelled, or too close to the start"),
      },
    }),
    async (c) => {
      const caller = c.get("caller");
      if (caller.kind !== "user") return c.json(unauthenticated, 401);
      return send(c, await cancelAppointment(deps, c.get("lang"), caller.user, c.req.valid("param").id));
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/appointments/{id}/reschedule",
      ...secured(tag),
      summary:
        "Moves one of the patient's appointments onto their hold of the same doctor and kind (take it with `appointment_id`), keeping the payment; until the unit's deadline before the old start; send an Idempotency-Key",
      request: {
        params: IdParamSchema,
        ...body(RescheduleBodySchema),
        headers: z.object({ "idempotency-key": z.string().optional() }),
      },
      responses: {
        200: json(AppointmentRescheduledSchema, "Moved: the appointment at its new time"),
        ...errorResponses,
        404: notFoundResponse[404],
        409: json(
          BookingConflictSchema,
          "Cancelled, too close to the start, a payment under way, or the hold expired; `code: patient_overlap` when the new time overlaps another of the patient's appointments",
        ),
        422: fieldErrors,
      },
    }),
    async (c) => {
      const caller = c.get("caller");
      if (caller.kind !== "user") return c.json(unauthenticated, 401);
      const { id } = c.req.valid("param");
      const { reservation_id } = c.req.valid("json");
      c.header("Cache-Control", "no-store");
      return idempotent(c, db, "booking:reschedule", { id, reservation_id }, () =>
        rescheduleAppointment(deps, c.get("lang"), caller.user, id, reservation_id),
      ) as never;
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/insurance/companies",
      ...secured(tag),
      summary: "Insurance companies a patient may name (optionally of one country); empty when insurance is not offered",
      request: { query: z.object({ country: z.enum(["SA", "EG"]).optional() }) },
      responses: { 200: json(z.object({ data: z.array(IdNameSchema.extend({ country: z.string() })) }), "Companies"), ...errorResponses },
    }),
    async (c) => c.json({ data: await companyList(deps, c.get("lang"), c.req.valid("query").country) }, 200),
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/insurance/eligibility",
      ...secured(tag),
      summary: "Checks a patient's cover with the insurer (covered, expired or rejected) and returns the policy's fields",
      description:
        "A signed-in patient asks as themself; a guest names its hold (`reservation_id`, with `X-Hold-Secret`) whose mobile it " +
        "confirmed. The fields naming a person or a policy come in full only when the signed-in patient's health record or " +
        "one of their family members holds the ID number; otherwise masked. Counted per address, account and mobile.",
      request: { headers: HoldSecretHeaderSchema, ...body(EligibilityRequestSchema) },
      responses: {
        200: json(EligibilitySchema, "Eligibility"),
        401: errorResponses[401],
        422: json(
          ValidationErrorSchema,
          "Invalid body, no proven caller (errors.reservation_id: a guest must confirm its hold's mobile first), or insurance is not offered",
        ),
        429: tooMany,
        502: json(MessageSchema, "The insurer's eligibility service did not answer"),
      },
    }),
    async (c) => {
      const input = c.req.valid("json");
      const lang = c.get("lang");
      const caller = holdCaller(c);
      c.header("Cache-Control", "no-store");
      // Not offered at all: said before anything is asked of the caller.
      if (!eligibilityProvider(deps)) return send(c, insuranceNotChecked(lang, { kind: "unavailable" }, "insurance_company_id"));
      const mobile = await lookupMobile(db, caller, input.reservation_id);
      if (!mobile) {
        const message = serverMessage(lang, "booking.insurance.confirmMobileFirst");
        return validationError(c, { reservation_id: [message] }, message);
      }
      const verdict = await hitAll(db, eligibilityLimits({ userId: caller.user?.id ?? null, mobile, ip: clientIp(c) }));
      if (!verdict.allowed) return tooManyRequests(c, verdict);
      const result = await checkEligibility(deps, lang, {
        identityNumber: input.identity_number,
        companyId: input.insurance_company_id,
        servicedDate: localDay(Date.now(), "Asia/Riyadh"),
        benefit: "consultation",
      });
      if (result.kind === "unknown_company") return validationError(c, { insurance_company_id: ["The selected insurance company is invalid."] });
      if (result.kind !== "answer") return send(c, insuranceNotChecked(lang, result, "insurance_company_id"));
      return c.json({ data: await eligibilityFor(db, caller.user, input.identity_number, result.eligibility) }, 200);
    },
  );

  return app;
}
