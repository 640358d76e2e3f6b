"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useMemo, useRef, useState } from "react";
import type { z } from "zod";
import { applyActionResult } from "@/components/forms/apply-action-result";
import { FormAlert } from "@/components/forms/form-alert";
import { SelectField } from "@/components/forms/select-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useValidationT } from "@/components/forms/use-validation-t";
import { useZodForm } from "@/components/forms/use-zod-form";
import { PaymentStep } from "@/components/payments/payment-step";
import { buttonClasses } from "@/components/ui/button";
import { getPathname } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";
import { bookOffer, type OfferBookingPrefill } from "@/lib/offers/booking-actions";
import { PAYMENT_TYPES_BY_COUNTRY, type OfferBookingResponse } from "@/lib/contract/offer-bookings";
import type { PaymentMethod } from "@/lib/contract/payments";
import { offerBookingSchema } from "@/lib/validation/forms";
import { normalizeDigits } from "@/lib/validation/rules";
import { OfferMobileCode } from "./offer-mobile-code";
import type { Currency } from "@/lib/contract/common";
import { isolate } from "@/lib/intl/bidi";
import { loadPage } from "@/lib/navigation/load-page";

export type BookingOffer = { slug: string; title: string; price: number; currency: Currency };
export type OfferQuoteView = { currency: Currency; amount: number; tax: number; taxRate: number; total: number; methods: PaymentMethod[] };

/** The fields a patient must fill, in the order of the form (the email is optional). */
const REQUIRED_IN_ORDER = ["name", "phone", "branch"] as const;

/** A fresh key per attempt: a double click or a network retry of one attempt makes one booking. */
function newIdempotencyKey(): string {
  return `offer-${crypto.randomUUID()}`;
}

/**
 * The booking form of the payment popup (SPEC §5 "Popup booking"): name, phone by the unit's
 * country, optional email, branch (chosen for the patient when the unit has one), payment type.
 * The mobile is proven before the booking: by the code sent to it, or, signed in, by being the
 * account's own (whose e-mail is then the booking's, shown and not typed).
 * The payment step (components/payments) shows the methods and the backend's amount, tax and
 * total; then card and Tamara go to the provider's page, Fawry gets a reference, cash the code.
 */
export function OfferBookingForm({
  offer,
  country,
  branches,
  prefill,
  quote,
  onDone,
}: {
  offer: BookingOffer;
  country: "SA" | "EG";
  branches: { id: number; name: string }[];
  prefill: OfferBookingPrefill | null;
  quote: OfferQuoteView | null;
  onDone: () => void;
}) {
  const t = useTranslations("offers.booking");
  const locale = useLocale() as Locale;
  const vt = useValidationT();
  const labels = useMemo(
    () => ({ name: t("fields.name"), phone: t("fields.phone"), email: t("fields.email"), branch: t("fields.branch"), paymentType: t("fields.paymentType") }),
    [t],
  );
  const schema = useMemo(() => offerBookingSchema(labels, vt, country), [labels, vt, country]);
  const form = useZodForm(schema, {
    defaultValues: {
      name: prefill?.name ?? "",
      phone: prefill?.phone ?? "",
      email: prefill?.email ?? "",
      // SPEC §4: a single branch is selected automatically.
      branch: branches.length === 1 ? String(branches[0]?.id) : "",
      payment_type: undefined,
    },
  });
  const keyRef = useRef(newIdempotencyKey());
  const sendingRef = useRef(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [booked, setBooked] = useState<OfferBookingResponse | null>(null);
  const [sending, setSending] = useState(false);
  // The mobile this form confirmed with its code (the proof itself stays in an HttpOnly cookie).
  const [confirmedPhone, setConfirmedPhone] = useState<string | null>(null);
  const [justConfirmed, setJustConfirmed] = useState(false);
  const confirmedRef = useRef<HTMLParagraphElement>(null);
  const typedPhone = normalizeDigits(form.watch("phone") ?? "");
  const mobileConfirmed = (prefill !== null && typedPhone === normalizeDigits(prefill.phone)) || (confirmedPhone !== null && typedPhone === confirmedPhone);
  // react-hook-form's flag drops when an ignored second submit returns: our own flag holds until the answer.
  const pending = sending || form.formState.isSubmitting;

  // The form appears after the popup opened (loaded on demand): the keyboard starts at the first
  // field still to fill (a signed-in patient's name and mobile are there already), else the payment.
  useEffect(() => {
    const values = form.getValues();
    form.setFocus(REQUIRED_IN_ORDER.find((name) => !values[name]) ?? "payment_type");
  }, [form, prefill]);

  // The code's fieldset (and its focused button) goes: the focus moves to the line that replaces it.
  useEffect(() => {
    if (justConfirmed) confirmedRef.current?.focus();
  }, [justConfirmed]);

  async function submit(values: z.output<typeof schema>) {
    // A second click before the button shows "Booking…" must not send a second request.
    if (sendingRef.current) return;
    if (!mobileConfirmed) {
      form.setError("phone", { message: t("confirmMobileFirst") }, { shouldFocus: true });
      return;
    }
    sendingRef.current = true;
    setSending(true);
    setError(null);
    const result = await bookOffer(
      locale,
      offer.slug,
      { name: values.name, phone: values.phone, email: values.email, branch: String(values.branch), payment_type: values.payment_type },
      keyRef.current,
    );
    if (!result.ok) {
      sendingRef.current = false;
      setSending(false);
      keyRef.current = newIdempotencyKey();
      // The backend no longer takes the proof (its half hour ran out): the code is asked for again.
      if (result.fieldErrors?.phone) setConfirmedPhone(null);
      const message = applyActionResult(form, result);
      setError(message);
      if (!result.fieldErrors || Object.keys(result.fieldErrors).length === 0) alertRef.current?.focus();
      return;
    }
    setBooked(result.data);
    // Card and Tamara: the provider's page, which sends the patient back to the response page.
    // Cash and Fawry: the response page at once (the booking code, the summary, Fawry's reference).
    const { redirect_url: redirectUrl, payment_id: paymentId } = result.data.payment;
    if (redirectUrl) loadPage(redirectUrl);
    else if (paymentId) loadPage(getPathname({ locale, href: { pathname: "/paymentResponse/[[...slug]]", params: { slug: [paymentId] } } }));
  }

  if (booked) return <BookingDone booked={booked} onDone={onDone} />;

  const methods = quote?.methods ?? PAYMENT_TYPES_BY_COUNTRY[country];

  return (
    <form method="post" onSubmit={(event) => void form.handleSubmit(submit)(event)} noValidate className="flex flex-col gap-4" data-testid="offer-booking-form">
      <p className="text-muted">{t("intro")}</p>
      <FormAlert ref={alertRef} message={error} />
      <TextField form={form} name="name" label={labels.name} autoComplete="name" maxLength={60} />
      <TextField
        form={form}
        name="phone"
        label={labels.phone}
        hint={country === "EG" ? t("phoneHintEG") : t("phoneHintSA")}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        dir="ltr"
        className="text-start"
      />
      {mobileConfirmed ? (
        justConfirmed ? (
          <p ref={confirmedRef} tabIndex={-1} role="status" className="rounded-lg bg-success-50 px-4 py-3 font-medium text-ink">
            {t("mobileConfirmed")}
          </p>
        ) : null
      ) : (
        <OfferMobileCode
          slug={offer.slug}
          phone={typedPhone}
          onVerified={() => {
            setConfirmedPhone(typedPhone);
            setJustConfirmed(true);
            form.clearErrors("phone");
          }}
        />
      )}
      <TextField
        form={form}
        name="email"
        label={labels.email}
        type="email"
        autoComplete="email"
        dir="ltr"
        optional={prefill ? undefined : t("optional")}
        hint={prefill ? t("accountEmail") : undefined}
        readOnly={prefill !== null || undefined}
        inputClassName={prefill ? "read-only:bg-surface" : undefined}
      />
      <SelectField
        form={form}
        name="branch"
        label={labels.branch}
        placeholder={branches.length === 1 ? undefined : t("chooseBranch")}
        options={branches.map((branch) => ({ value: String(branch.id), label: branch.name }))}
      />
      <PaymentStep form={form} name="payment_type" methods={methods} amounts={quote} pending={pending} />
      <SubmitButton pending={pending} label={t("submit")} pendingLabel={t("sending")} />
    </form>
  );
}

function BookingDone({ booked, onDone }: { booked: OfferBookingResponse; onDone: () => void }) {
  const t = useTranslations("offers.booking");
  const locale = useLocale();
  const { booking, payment } = booked;
  if (payment.redirect_url || payment.payment_id) {
    return (
      <p role="status" className="font-medium">
        {t("redirecting")}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4" data-testid="offer-booking-done">
      <FormAlert tone="success" message={t("success", { code: isolate(locale, booking.code) })} />
      {payment.method === "fawry" && payment.reference ? (
        <p>{t("fawryNote", { reference: isolate(locale, payment.reference) })}</p>
      ) : payment.method === "cash" ? (
        <p>{t("cashNote")}</p>
      ) : null}
      <button type="button" onClick={onDone} className={buttonClasses("secondary", "md", "w-full")} autoFocus>
        {t("done")}
      </button>
    </div>
  );
}
