"use server";

import { getTranslations } from "next-intl/server";
import { getBusinessUnits } from "@/lib/api/business-units";
import { getOffer } from "@/lib/api/offers";
import { apiWrite } from "@/lib/api/write";
import { getSignedInUser } from "@/lib/auth/session";
import { userBackendToken } from "@/lib/auth/user-token";
import { fieldErrorsOf, toActionResult, type ActionResult } from "@/lib/forms/action-result";
import { getFormsT, getValidationT, visitorIp } from "@/lib/forms/server-validation";
import { isLocale, type Locale, localeOrDefault } from "@/lib/i18n/routing";
import { offerBookingSchema } from "@/lib/validation/forms";
import { OfferBookingResponseSchema, type OfferBookingResponse } from "@/lib/contract/offer-bookings";

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
  if (!isLocale(locale) || typeof slug !== "string" || slug.length > 300 || !IDEMPOTENCY_KEY.test(String(idempotencyKey))) {
    return { ok: false, message: formsT("genericError") };
  }
  let country: "SA" | "EG" = "SA";
  try {
    const offer = await getOffer(locale, slug);
    const unit = (await getBusinessUnits(locale)).find((item) => item.id === offer.businessUnitId);
    country = unit?.country ?? "SA";
  } catch {
    // An unknown or unreachable offer cannot be booked; the page that showed it is out of date.
    return { ok: false, message: formsT("genericError") };
  }

  const t = await getTranslations({ locale, namespace: "offers.booking.fields" });
  const labels = { name: t("name"), phone: t("phone"), email: t("email"), branch: t("branch"), paymentType: t("paymentType") };
  const parsed = offerBookingSchema(labels, await getValidationT(locale), country).safeParse(input);
  if (!parsed.success) return { ok: false, message: formsT("fixErrors"), fieldErrors: fieldErrorsOf(parsed.error) };

  const values = parsed.data;
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
    },
    idempotencyKey,
    userToken: await userBackendToken(),
    clientIp: await visitorIp(),
    schema: OfferBookingResponseSchema,
  });
  return toActionResult(result, formsT, { fieldNames: { mobile: "phone", branch_id: "branch" } });
}

/** The signed-in patient's details for the booking form; null for a visitor. */
export async function offerBookingPrefill(locale: Locale): Promise<OfferBookingPrefill | null> {
  if (!isLocale(locale)) return null;
  const user = await getSignedInUser(locale);
  if (!user) return null;
  return { name: user.name, phone: user.mobile, email: user.email };
}
