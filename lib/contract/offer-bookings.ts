import { z } from "zod";
import { bookingPhone, bookingUsername, optionalEmail, otpCode } from "@/lib/validation/fields";
import { type Translate, englishMessages } from "@/lib/validation/messages";
import { CurrencySchema } from "./common";

/**
 * POST /api/offers/{slug}/bookings: the wire shapes, shared by the backend (which validates the
 * body with the same field rules the form uses) and the site's server action.
 */

export const OFFER_PAYMENT_TYPES = ["cash", "card", "fawry", "tamara"] as const;
export type OfferPaymentType = (typeof OFFER_PAYMENT_TYPES)[number];

/** What each country's units take: Fawry is Egyptian, Tamara Saudi. */
export const PAYMENT_TYPES_BY_COUNTRY: Record<"SA" | "EG", readonly OfferPaymentType[]> = {
  SA: ["cash", "card", "tamara"],
  EG: ["cash", "card", "fawry"],
};

export const OFFER_BOOKING_STATUSES = ["pending", "confirmed", "paid", "failed"] as const;
export type OfferBookingStatus = (typeof OFFER_BOOKING_STATUSES)[number];

/** The longest `mobile_proof` taken (a signed value of about 120 characters). */
export const OFFER_MOBILE_PROOF_MAX = 512;

type Labels = Partial<Record<"name" | "mobile" | "email" | "branch_id" | "payment_type", string>>;

/** The request body; `country` is the offer's unit's (the phone rule follows it). */
export const offerBookingBodySchema = (country: "SA" | "EG" = "SA", labels: Labels = {}, t: Translate = englishMessages) => {
  const branchLabel = labels.branch_id ?? "Branch";
  const paymentLabel = labels.payment_type ?? "Payment type";
  // A NUL byte is never part of a name or an address, and a database cannot store it in text.
  const noNul = (field: string) => [(v: string | undefined) => v === undefined || !v.includes("\u0000"), { error: t("regex", { field }) }] as const;
  const nameLabel = labels.name ?? "Name";
  const mobileLabel = labels.mobile ?? "Mobile";
  const emailLabel = labels.email ?? "Email";
  return z.object({
    name: bookingUsername({ label: nameLabel, t }).refine(...noNul(nameLabel)),
    mobile: bookingPhone({ label: mobileLabel, t }, country),
    email: optionalEmail({ label: emailLabel, t }).refine(...noNul(emailLabel)),
    branch_id: z
      .number({ error: t("required", { field: branchLabel }) })
      .int({ error: t("required", { field: branchLabel }) })
      .min(1, { error: t("required", { field: branchLabel }) })
      .max(2_147_483_647, { error: t("required", { field: branchLabel }) }),
    payment_type: z.enum(PAYMENT_TYPES_BY_COUNTRY[country] as [OfferPaymentType, ...OfferPaymentType[]], {
      error: t("required", { field: paymentLabel }),
    }),
    /** The mobile's proof from POST …/mobile-code/verify; a signed-in patient booking for the account's own mobile needs none. */
    mobile_proof: z.string().max(OFFER_MOBILE_PROOF_MAX).optional(),
  });
};
export type OfferBookingBody = z.infer<ReturnType<typeof offerBookingBodySchema>>;

/** POST /api/offers/{slug}/mobile-code: the mobile to prove, by the unit's country's rule. */
export const offerMobileCodeBodySchema = (country: "SA" | "EG" = "SA", labels: Labels = {}, t: Translate = englishMessages) =>
  z.object({ mobile: bookingPhone({ label: labels.mobile ?? "Mobile", t }, country) });

/** POST /api/offers/{slug}/mobile-code/verify: the mobile and the 4-digit code sent to it. */
export const offerMobileVerifyBodySchema = (country: "SA" | "EG" = "SA", labels: Labels & { code?: string } = {}, t: Translate = englishMessages) =>
  offerMobileCodeBodySchema(country, labels, t).extend({ code: otpCode({ label: labels.code ?? "Code", t }) });

/** The right code's answer: the proof a booking for that mobile carries, and how long it lasts. */
export const OfferMobileProofSchema = z.object({
  message: z.string(),
  mobile_proof: z.string(),
  expires_in: z.number().int().describe("Seconds the proof stays good"),
});
export type OfferMobileProof = z.infer<typeof OfferMobileProofSchema>;

export const OfferBookingResponseSchema = z.object({
  booking: z.object({ id: z.number().int(), code: z.string(), status: z.enum(OFFER_BOOKING_STATUSES) }),
  payment: z.object({
    method: z.enum(OFFER_PAYMENT_TYPES),
    status: z.string(),
    payment_id: z.string().nullable().optional(),
    redirect_url: z.string().nullable().optional(),
    reference: z.string().nullable().optional(),
    expires_at: z.string().nullable().optional(),
  }),
});
export type OfferBookingResponse = z.infer<typeof OfferBookingResponseSchema>;

/** GET /api/offer_bookings: the signed-in patient's bought offers, newest first. */
export const MyOfferBookingSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  status: z.enum(OFFER_BOOKING_STATUSES),
  offer: z.object({ title: z.string(), slug_ar: z.string(), slug_en: z.string() }),
  branch: z.object({ id: z.number().int(), name: z.string() }),
  payment_type: z.enum(OFFER_PAYMENT_TYPES),
  /** The offer's price before tax. */
  price: z.number(),
  /** What the patient pays, tax included (the booking's payment); null for a booking without one. */
  total: z.number().nullable(),
  currency: CurrencySchema,
  created_at: z.string(),
});
export type MyOfferBooking = z.infer<typeof MyOfferBookingSchema>;
export const MyOfferBookingsResponseSchema = z.object({ data: z.array(MyOfferBookingSchema) });
