"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { z } from "zod";
import { applyActionResult } from "@/components/forms/apply-action-result";
import { FormAlert } from "@/components/forms/form-alert";
import { formFields } from "@/components/forms/form-fields";
import { PatientFields } from "@/components/forms/patient-fields";
import { RadioGroupField } from "@/components/forms/radio-group-field";
import { SelectField } from "@/components/forms/select-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useValidationT } from "@/components/forms/use-validation-t";
import { useZodForm } from "@/components/forms/use-zod-form";
import { PaymentStep } from "@/components/payments/payment-step";
import { buttonClasses } from "@/components/ui/button";
import type { Eligibility, Reservation } from "@/lib/contract/booking";
import type { Locale } from "@/lib/i18n/routing";
import { popupBookingSchema } from "@/lib/validation/forms";
import { useBookingStore } from "@/stores/booking";
import { bookingPrefill, checkInsurance, confirmBooking, insuranceCompanies } from "./actions";
import { BookingSummary } from "./booking-summary";
import { HoldCountdown } from "./hold-countdown";
import { MobileCode } from "./mobile-code";

export interface BookingDoctor {
  id: number;
  name: string;
}

/**
 * The patient popup of SPEC §5 (name, phone 05 + 8 digits, email, branch) with the insurance
 * status, the payment method and the summary, while the chosen time is held. Everything typed is
 * kept in the booking store, so an expired hold or a reload loses nothing.
 */
export function DetailsStep({ reservation, onHoldLost }: { reservation: Reservation; onHoldLost: (message: string) => void }) {
  const t = useTranslations("booking");
  const locale = useLocale() as Locale;
  const tv = useValidationT();
  const id = useId();
  const store = useBookingStore();
  const alertRef = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [eligibility, setEligibility] = useState<Eligibility | null>(null);
  const [checking, setChecking] = useState(false);
  const [companies, setCompanies] = useState<Array<{ id: number; name: string }>>([]);
  const [signedIn, setSignedIn] = useState(reservation.mobile_verified);
  // Insurers of the branch's country: its currency says which.
  const country = reservation.currency === "EGP" ? "EG" : "SA";

  const labels = useMemo(
    () => ({ name: t("fields.name"), phone: t("fields.phone"), email: t("fields.email"), branch: t("branch") }),
    [t],
  );
  const schema = useMemo(
    () =>
      popupBookingSchema(labels, tv)
        .extend({
          insured: z.enum(["yes", "no"]),
          companyId: z.string(),
          identityNumber: z.string(),
          paymentType: z.enum(["cash", "card", "fawry", "tamara"], { error: tv("required", { field: t("fields.paymentType") }) }),
        })
        .superRefine((v, ctx) => {
          if (v.insured !== "yes") return;
          if (!v.companyId) ctx.addIssue({ code: "custom", path: ["companyId"], message: tv("required", { field: t("fields.company") }) });
          if (!/^[12]\d{9}$/.test(v.identityNumber)) ctx.addIssue({ code: "custom", path: ["identityNumber"], message: tv("idNumber", { field: t("fields.identityNumber") }) });
        }),
    [labels, tv, t],
  );
  const form = useZodForm(schema, {
    defaultValues: {
      ...store.patient,
      branch: String(reservation.branch_id),
      insured: store.insurance.insured ? "yes" : "no",
      companyId: store.insurance.companyId,
      identityNumber: store.insurance.identityNumber,
      paymentType: store.paymentType ?? undefined,
    },
  });

  // Typed details survive an expired hold and a reload of the tab.
  const { saveDetails } = store;
  useEffect(() => {
    const subscription = form.watch((v) => {
      saveDetails({
        patient: { name: v.name ?? "", phone: v.phone ?? "", email: v.email ?? "" },
        insurance: { insured: v.insured === "yes", companyId: v.companyId ?? "", identityNumber: v.identityNumber ?? "" },
        paymentType: v.paymentType ?? null,
      });
    });
    return () => subscription.unsubscribe();
  }, [form, saveDetails]);

  // A signed-in patient's details fill the empty fields; their mobile needs no code.
  useEffect(() => {
    let cancelled = false;
    void bookingPrefill(locale).then((prefill) => {
      if (cancelled || !prefill) return;
      setSignedIn(true);
      for (const key of ["name", "phone", "email"] as const) {
        if (!form.getValues(key)) form.setValue(key, prefill[key]);
      }
    });
    void insuranceCompanies(locale, country).then((list) => !cancelled && setCompanies(list));
    return () => {
      cancelled = true;
    };
  }, [locale, country, form]);

  const insured = form.watch("insured") === "yes";
  const phone = form.watch("phone");
  const mobileConfirmed = signedIn || reservation.mobile_verified;

  const check = async () => {
    const ok = await form.trigger(["companyId", "identityNumber"]);
    if (!ok) return;
    setChecking(true);
    setEligibility(null);
    try {
      const result = await checkInsurance(locale, form.getValues("identityNumber"), form.getValues("companyId"));
      if (result.ok) {
        setEligibility(result.data);
        if (!result.data.eligible) form.setError("identityNumber", { message: result.data.message }, { shouldFocus: true });
      } else applyActionResult(form, result);
    } finally {
      setChecking(false);
    }
  };

  const submit = async (values: z.output<typeof schema>) => {
    setError(null);
    if (!mobileConfirmed) {
      form.setError("phone", { message: t("confirmMobileFirst") }, { shouldFocus: true });
      return;
    }
    const result = await confirmBooking(
      locale,
      {
        reservationId: reservation.id,
        patient: { name: values.name, phone: values.phone, email: values.email },
        insurance: values.insured === "yes" ? { identityNumber: values.identityNumber, companyId: values.companyId } : null,
        paymentType: values.paymentType,
      },
      store.keyForAttempt(),
    );
    if (!result.ok) {
      if (result.fieldErrors?.reservation) {
        onHoldLost(result.message);
        return;
      }
      setError(applyActionResult(form, result));
      requestAnimationFrame(() => alertRef.current?.focus());
      return;
    }
    const { appointment, payment } = result.data;
    store.finished({
      code: appointment.code,
      appointmentId: appointment.id,
      start: appointment.start,
      end: appointment.end,
      timeZone: appointment.time_zone,
      doctorName: appointment.doctor.name,
      branchName: appointment.branch.name,
      paymentType: appointment.payment_type,
      paymentStatus: String(payment.status),
      reference: typeof payment.reference === "string" ? payment.reference : null,
    });
    if (typeof payment.redirect_url === "string" && payment.redirect_url) window.location.assign(payment.redirect_url);
  };

  const values = form.watch();
  const taxRate = reservation.price > 0 ? Math.round((reservation.tax / reservation.price) * 10000) / 100 : 0;

  return (
    <div className="grid gap-5" data-testid="booking-details">
      <HoldCountdown expiresAt={reservation.expires_at} onExpired={() => onHoldLost(t("holdExpired"))} />
      <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="grid gap-5" aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`} className="text-lg font-bold text-ink">
          {t("details")}
        </h3>
        <FormAlert ref={alertRef} message={error} />
        <div className="grid gap-4 md:grid-cols-2">
          <PatientFields bind={formFields(form, id)} labels={labels} hints={{ phone: t("hints.phone") }} nameMaxLength={60} />
        </div>
        {mobileConfirmed ? null : (
          <MobileCode reservationId={reservation.id} phone={phone} onVerified={() => store.mobileVerified()} />
        )}

        <RadioGroupField
          form={form}
          name="insured"
          legend={t("insurance")}
          inline
          options={[
            { value: "no", label: t("notInsured") },
            { value: "yes", label: t("insured") },
          ]}
        />
        {insured ? (
          <div className="grid gap-4 rounded-lg border border-line p-4 md:grid-cols-2">
            <SelectField
              form={form}
              name="companyId"
              label={t("fields.company")}
              placeholder={t("chooseCompany")}
              options={companies.map((c) => ({ value: String(c.id), label: c.name }))}
            />
            <TextField
              form={form}
              name="identityNumber"
              label={t("fields.identityNumber")}
              hint={t("hints.identityNumber")}
              inputMode="numeric"
              dir="ltr"
              className="text-start"
              maxLength={10}
            />
            <div className="md:col-span-2">
              <button type="button" onClick={() => void check()} className={buttonClasses("secondary", "md")} aria-busy={checking || undefined}>
                {checking ? t("checking") : t("checkInsurance")}
              </button>
              {eligibility?.eligible && eligibility.insurance ? (
                <p role="status" className="mt-3 rounded-lg bg-success-50 p-3 text-ink" data-testid="booking-covered">
                  {t("covered", {
                    company: locale === "ar" ? eligibility.insurance.insuranceCompanyAR : eligibility.insurance.insuranceCompanyEN,
                    className: eligibility.insurance.className,
                    rate: Math.round(eligibility.insurance.deductibleRate * 100),
                    limit: eligibility.insurance.maxLimit,
                  })}
                </p>
              ) : null}
            </div>
          </div>
        ) : null}

        <PaymentStep
          form={form}
          name="paymentType"
          methods={reservation.payment_methods}
          amounts={{ currency: reservation.currency, amount: reservation.price, tax: reservation.tax, taxRate, total: reservation.total }}
          pending={form.formState.isSubmitting}
        />

        <BookingSummary
          reservation={reservation}
          patient={{ name: values.name ?? "", phone: values.phone ?? "", email: values.email ?? "" }}
          paymentType={values.paymentType ?? null}
          insured={insured}
        />
        <SubmitButton pending={form.formState.isSubmitting} label={t("confirm")} pendingLabel={t("confirming")} />
      </form>
    </div>
  );
}
