"use server";

import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { getBusinessUnits } from "@/lib/api/business-units";
import { getOffer } from "@/lib/api/offers";
import { apiWrite } from "@/lib/api/write";
import { getSignedInUser } from "@/lib/auth/session";
import { userBackendToken } from "@/lib/auth/user-token";
import { fieldErrorsOf, toActionResult, type ActionResult } from "@/lib/forms/action-result";
import { getFormsT, getValidationT, visitorIp } from "@/lib/forms/server-validation";
import { isLocale, type Locale, localeOrDefault } from "@/lib/i18n/routing";
import { offerBookingSchema } from "@/lib/validation/forms";
import { OfferBookingResponseSchema, OfferMobileProofSchema, type OfferBookingResponse } from "@/lib/contract/offer-bookings";
import { bookingPhone, otpCode } from "@/lib/validation/fields";
import { forgetMobileProof, mobileProof, rememberMobileProof } from "./mobile-proof-cookie";

export type OfferBookingInput = { name: string; phone: string; email?: string; branch: string; payment_type: string };
export type OfferBookingPrefill = { name: string; phone: string; email: string };

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_\-:.]{8,128}$/;

/**
 * Books an offer for the visitor (a public endpoint like every server action: everything is
 * checked again here and by the backend). The same `idempotencyKey` makes one booking however
 * often the form is sent.
 */
export async function bookOffer(
  locale: Locale,
  slug: string,
  input: OfferBookingInput,
  idempotencyKey: string,
): Promise<ActionResult<OfferBookingResponse>> {
  const formsT = await getFormsT(localeOrDefault(locale));
  if (!isLocale(locale) || !IDEMPOTENCY_KEY.test(String(idempotencyKey))) return { ok: false, message: formsT("genericError") };
  const country = await offerCountry(locale, slug);
  if (!country) return { ok: false, message: formsT("genericError") };

  const t = await getTranslations({ locale, namespace: "offers.booking.fields" });
  const labels = { name: t("name"), phone: t("phone"), email: t("email"), branch: t("branch"), paymentType: t("paymentType") };
  const parsed = offerBookingSchema(labels, await getValidationT(locale), country).safeParse(input);
  if (!parsed.success) return { ok: false, message: formsT("fixErrors"), fieldErrors: fieldErrorsOf(parsed.error) };

  const values = parsed.data;
  const proof = await mobileProof();
  const result = await apiWrite({
    method: "POST",
    path: `/api/offers/${encodeURIComponent(slug)}/bookings`,
    locale,
    body: {
      name: values.name,
      mobile: values.phone,
      ...(values.email ? { email: values.email } : {}),
      branch_id: Number(values.branch),
      payment_type: values.payment_type,
      ...(proof ? { mobile_proof: proof } : {}),
    },
    idempotencyKey,
    userToken: await userBackendToken(),
    clientIp: await visitorIp(),
    schema: OfferBookingResponseSchema,
  });
  if (result.ok && proof) await forgetMobileProof();
  return toActionResult(result, formsT, { fieldNames: { mobile: "phone", branch_id: "branch" } });
}

/**
 * The offer's unit's country (the phone rule follows it), or null for an unknown or unreachable
 * offer: it cannot be booked, and the page that showed it is out of date.
 */
async function offerCountry(locale: Locale, slug: string): Promise<"SA" | "EG" | null> {
  if (typeof slug !== "string" || slug.length > 300) return null;
  try {
    const offer = await getOffer(locale, slug);
    const unit = (await getBusinessUnits(locale)).find((item) => item.id === offer.businessUnitId);
    return unit?.country ?? "SA";
  } catch {
    return null;
  }
}

/** Sends the 4-digit code that proves the mobile an offer is booked for (a guest's, or another number than the account's). */
export async function sendOfferCode(locale: Locale, slug: string, phone: string): Promise<ActionResult<{ message: string }>> {
  const formsT = await getFormsT(localeOrDefault(locale));
  const country = isLocale(locale) ? await offerCountry(locale, slug) : null;
  if (!isLocale(locale) || !country) return { ok: false, message: formsT("genericError") };
  const t = await getTranslations({ locale, namespace: "offers.booking.fields" });
  const parsed = z.object({ phone: bookingPhone({ label: t("phone"), t: await getValidationT(locale) }, country) }).safeParse({ phone });
  if (!parsed.success) return { ok: false, message: formsT("fixErrors"), fieldErrors: fieldErrorsOf(parsed.error) };
  const result = await apiWrite({
    method: "POST",
    path: `/api/offers/${encodeURIComponent(slug)}/mobile-code`,
    locale,
    body: { mobile: parsed.data.phone },
    clientIp: await visitorIp(),
    schema: z.object({ message: z.string() }),
  });
  return toActionResult(result, formsT, { fieldNames: { mobile: "phone" } });
}

/** Checks the code; the proof it gives goes to an HttpOnly cookie, which the booking sends on. */
export async function verifyOfferCode(locale: Locale, slug: string, phone: string, code: string): Promise<ActionResult<{ message: string }>> {
  const formsT = await getFormsT(localeOrDefault(locale));
  const country = isLocale(locale) ? await offerCountry(locale, slug) : null;
  if (!isLocale(locale) || !country) return { ok: false, message: formsT("genericError") };
  const vt = await getValidationT(locale);
  const t = await getTranslations({ locale, namespace: "offers.booking" });
  const parsed = z
    .object({ phone: bookingPhone({ label: t("fields.phone"), t: vt }, country), code: otpCode({ label: t("codeLabel"), t: vt }) })
    .safeParse({ phone, code });
  if (!parsed.success) return { ok: false, message: formsT("fixErrors"), fieldErrors: fieldErrorsOf(parsed.error) };
  const result = await apiWrite({
    method: "POST",
    path: `/api/offers/${encodeURIComponent(slug)}/mobile-code/verify`,
    locale,
    body: { mobile: parsed.data.phone, code: parsed.data.code },
    clientIp: await visitorIp(),
    schema: OfferMobileProofSchema,
  });
  if (result.ok) await rememberMobileProof(result.data.mobile_proof, result.data.expires_in);
  // The proof stays on the server's side: the page learns only that the mobile is confirmed.
  return toActionResult(result, formsT, { fieldNames: { mobile: "phone" }, data: (body) => ({ message: body.message }) });
}

/** The signed-in patient's details for the booking form (the backend books the account's e-mail); null for a visitor. */
export async function offerBookingPrefill(locale: Locale): Promise<OfferBookingPrefill | null> {
  if (!isLocale(locale)) return null;
  const user = await getSignedInUser(locale);
  if (!user) return null;
  return { name: user.name, phone: user.mobile, email: user.email };
}
