"use client";

import { useLocale, useTranslations } from "next-intl";
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from "react";
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
import { familyMembersAction } from "@/lib/account/family-actions";
import type { Eligibility, Reservation } from "@/lib/contract/booking";
import { getPathname } from "@/lib/i18n/paths";
import { formatPercent } from "@/lib/offers/format";
import type { Locale } from "@/lib/i18n/routing";
import { popupBookingSchema } from "@/lib/validation/forms";
import { normalizeDigits } from "@/lib/validation/rules";
import { patientBill } from "@/lib/contract/booking-bill";
import { preselectedPayment } from "@/lib/booking/last-payment";
import { useBookingStore } from "@/stores/booking";
import { bookingPrefill, checkInsurance, confirmBooking, insuranceCompanies } from "@/lib/booking/actions";
import type { FamilyMember } from "@/lib/contract/family";
import { ForWhomField } from "./for-whom-field";
import { BookingSummary } from "./booking-summary";
import { MobileCode } from "./mobile-code";
import { loadPage } from "@/lib/navigation/load-page";

/**
 * The patient popup of SPEC §5 (name, phone 05 + 8 digits, email, branch) with the insurance
 * status, the payment method and the summary, while the chosen time is held. Everything typed is
 * kept in the booking store, so an expired hold or a reload loses nothing.
 */
type Account = { phone: string; email: string };

const memberKey = (identityNumber: string | undefined, companyId: string | undefined) => `${companyId ?? ""}:${identityNumber ?? ""}`;

export function DetailsStep({
  reservation,
  onHoldLost,
  focusOnShow = false,
}: {
  reservation: Reservation;
  onHoldLost: (message: string) => void;
  /** Move the focus to this step's title when it appears (the patient just picked the time). */
  focusOnShow?: boolean;
}) {
  const t = useTranslations("booking");
  const tf = useTranslations("family");
  const locale = useLocale() as Locale;
  const tv = useValidationT();
  const id = useId();
  const store = useBookingStore();
  const alertRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const confirmedRef = useRef<HTMLParagraphElement>(null);
  // The guest confirmed the mobile in this step: a line says so where the code's fieldset was.
  const [justConfirmed, setJustConfirmed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The answer of the last insurance check, with the member it was asked for.
  const [eligibility, setEligibility] = useState<(Eligibility & { asked: string }) | null>(null);
  const [checking, setChecking] = useState(false);
  // The insurers the backend offers (null until known); none: the form asks nothing about insurance.
  const [companies, setCompanies] = useState<Array<{ id: number; name: string }> | null>(null);
  const insuranceOffered = companies !== null && companies.length > 0;
  // The signed-in patient's own mobile and e-mail (null for a guest, undefined until known).
  const [account, setAccount] = useState<Account | null | undefined>(undefined);
  // The account as the backend answered (undefined if it could not say). A confirm pressed before
  // the answer waits for it: the fields it fills would otherwise be checked empty, and refused.
  const accountAnswer = useRef<Promise<Account | null | undefined> | null>(null);
  const [awaitingAccount, setAwaitingAccount] = useState(false);
  // The mobile this step confirmed with the code sent to it.
  const [confirmedPhone, setConfirmedPhone] = useState<string | null>(null);
  // A signed-in patient's family members (null for a guest): with any, the step asks for whom.
  const [family, setFamily] = useState<FamilyMember[] | null>(null);
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
          dateOfBirth: z.string(),
          paymentType: z.enum(["cash", "card", "fawry", "tamara"], { error: tv("required", { field: t("fields.paymentType") }) }),
          forWhom: z.string(),
        })
        .superRefine((v, ctx) => {
          if (v.insured !== "yes") return;
          if (!v.companyId) ctx.addIssue({ code: "custom", path: ["companyId"], message: tv("required", { field: t("fields.company") }) });
          if (!/^[12]\d{9}$/.test(v.identityNumber)) ctx.addIssue({ code: "custom", path: ["identityNumber"], message: tv("idNumber", { field: t("fields.identityNumber") }) });
          // A family member's date of birth is on file; the patient's own is checked against the policy's member.
          if (v.forWhom === "me" && !/^\d{4}-\d{2}-\d{2}$/.test(v.dateOfBirth)) {
            ctx.addIssue({ code: "custom", path: ["dateOfBirth"], message: tv("required", { field: t("fields.dateOfBirth") }) });
          }
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
      dateOfBirth: store.insurance.dateOfBirth ?? "",
      forWhom: "me",
      paymentType: store.paymentType ?? preselectedPayment(reservation),
    },
  });

  // Typed details survive an expired hold and a reload of the tab.
  const { saveDetails } = store;
  useEffect(() => {
    const subscription = form.watch((v) => {
      saveDetails({
        patient: { name: v.name ?? "", phone: v.phone ?? "", email: v.email ?? "" },
        insurance: { insured: v.insured === "yes", companyId: v.companyId ?? "", identityNumber: v.identityNumber ?? "", dateOfBirth: v.dateOfBirth ?? "" },
        paymentType: v.paymentType ?? null,
      });
    });
    return () => subscription.unsubscribe();
  }, [form, saveDetails]);

  // A signed-in patient's name and mobile fill the empty fields, and the e-mail is the account's
  // (the backend sends to no other); the account's own mobile needs no code, another one does.
  useEffect(() => {
    let cancelled = false;
    const answer = bookingPrefill(locale).then(
      (prefill) => {
        if (cancelled) return undefined;
        setAccount(prefill ? { phone: normalizeDigits(prefill.phone), email: prefill.email } : null);
        if (!prefill) return null;
        for (const key of ["name", "phone"] as const) {
          if (!form.getValues(key)) form.setValue(key, prefill[key]);
        }
        form.setValue("email", prefill.email);
        void familyMembersAction(locale).then((members) => !cancelled && setFamily(members));
        return { phone: normalizeDigits(prefill.phone), email: prefill.email };
      },
      // Unknown: the hold says whether the mobile is proven, and the fields are as typed.
      () => undefined,
    );
    accountAnswer.current = answer;
    void insuranceCompanies(locale, country).then((list) => !cancelled && setCompanies(list));
    return () => {
      cancelled = true;
    };
  }, [locale, country, form]);

  // Insurance is not offered (the backend has no eligibility service): a kept "insured" answer goes.
  useEffect(() => {
    if (companies !== null && companies.length === 0 && form.getValues("insured") === "yes") form.setValue("insured", "no");
  }, [companies, form]);

  // Once, as the step appears (the flag does not change while it is shown).
  useEffect(() => {
    if (!focusOnShow || !titleRef.current) return;
    // The held time's card and this heading at the top of a phone's screen, not at its foot.
    titleRef.current.closest("[data-testid=booking-panel]")?.scrollIntoView({ block: "start" });
    titleRef.current.focus({ preventScroll: true });
  }, [focusOnShow]);

  // The code's fieldset (and its focused button) goes: the focus moves to the line that replaces it.
  useEffect(() => {
    if (justConfirmed) confirmedRef.current?.focus();
  }, [justConfirmed]);

  const insured = insuranceOffered && form.watch("insured") === "yes";
  const phone = form.watch("phone");
  const typedPhone = normalizeDigits(phone ?? "");
  // Until the caller is known the hold says (a signed-in patient's always does); then the account's
  // own number, or the one confirmed here (a guest's hold confirmed before a reload says so itself).
  const mobileConfirmedFor = (caller: Account | null | undefined, typed: string) =>
    caller === undefined
      ? reservation.mobile_verified
      : (caller !== null && typed === caller.phone) ||
        (confirmedPhone !== null ? typed === confirmedPhone : caller === null && reservation.mobile_verified);
  const mobileConfirmed = mobileConfirmedFor(account, typedPhone);

  const check = async () => {
    const ok = await form.trigger(["companyId", "identityNumber"]);
    if (!ok) return;
    setChecking(true);
    setEligibility(null);
    try {
      const asked = memberKey(form.getValues("identityNumber"), form.getValues("companyId"));
      const result = await checkInsurance(locale, form.getValues("identityNumber"), form.getValues("companyId"), reservation.id);
      if (result.ok) {
        setEligibility({ ...result.data, asked });
        if (!result.data.eligible) form.setError("identityNumber", { message: result.data.message }, { shouldFocus: true });
      } else applyActionResult(form, result);
    } finally {
      setChecking(false);
    }
  };

  const submit = async (values: z.output<typeof schema>, caller: Account | null | undefined) => {
    setError(null);
    if (!mobileConfirmedFor(caller, normalizeDigits(values.phone))) {
      form.setError("phone", { message: t("confirmMobileFirst") }, { shouldFocus: true });
      return;
    }
    const result = await confirmBooking(
      locale,
      {
        reservationId: reservation.id,
        patient: { name: values.name, phone: values.phone, email: values.email },
        insurance: insured
          ? { identityNumber: values.identityNumber, companyId: values.companyId, dateOfBirth: values.forWhom === "me" ? values.dateOfBirth : undefined }
          : null,
        paymentType: values.paymentType,
        familyMemberId: values.forWhom === "me" ? null : Number(values.forWhom),
      },
      store.keyForAttempt(),
    );
    if (!result.ok) {
      if (result.fieldErrors?.reservation) {
        onHoldLost(result.message);
        return;
      }
      // Refused with reasons (nothing was booked): the corrected attempt is a new request.
      if (result.fieldErrors) store.attemptRefused();
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
      amount: appointment.amount,
      currency: appointment.currency,
      reference: typeof payment.reference === "string" ? payment.reference : null,
      bookedFor: appointment.family_member?.name ?? null,
    });
    // Card and Tamara: the provider's page, which sends the patient back to the payment response
    // page. Fawry: that page at once, with the reference to pay, its expiry and the live status.
    if (typeof payment.redirect_url === "string" && payment.redirect_url) loadPage(payment.redirect_url);
    else if (appointment.payment_type === "fawry" && typeof payment.payment_id === "string" && payment.payment_id) {
      loadPage(getPathname({ locale, href: { pathname: "/paymentResponse/[[...slug]]", params: { slug: [payment.payment_id] } } }));
    }
  };

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    let caller = account;
    if (caller === undefined && accountAnswer.current) {
      setAwaitingAccount(true);
      try {
        caller = await accountAnswer.current;
      } finally {
        setAwaitingAccount(false);
      }
    }
    await form.handleSubmit((values) => submit(values, caller))();
  };

  const values = form.watch();
  // The family member the visit is for, when not the patient themself.
  const patient = values.forWhom === "me" ? undefined : family?.find((m) => String(m.id) === values.forWhom);
  const taxRate = reservation.price > 0 ? Math.round((reservation.tax / reservation.price) * 10000) / 100 : 0;
  // An insured patient pays the deductible the backend will charge, once the member shown in the
  // form is the one the check covered; until then, the whole fee.
  const cover =
    insured && eligibility?.eligible && eligibility.insurance && eligibility.asked === memberKey(values.identityNumber, values.companyId)
      ? eligibility.insurance
      : null;
  const bill = patientBill(reservation, cover);

  return (
    <div className="grid gap-5" data-testid="booking-details">
      <form noValidate method="post" onSubmit={(event) => void confirm(event)} className="grid gap-5" aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`} ref={titleRef} tabIndex={-1} className="text-lg font-bold text-ink">
          {t("details")}
        </h3>
        <FormAlert ref={alertRef} message={error} />
        {family && family.length > 0 ? <ForWhomField form={form} name="forWhom" members={family} selfName={form.getValues("name")} /> : null}
        {patient ? (
          // Booking for a family member: the visit is theirs, the three fields below are the parent's, as its contact.
          <>
            <p className="rounded-lg bg-brand-50 px-4 py-3 text-ink" data-testid="booking-patient">
              {tf.rich("patientIs", { name: patient.full_name, strong: (chunks) => <strong className="font-semibold">{chunks}</strong> })}
            </p>
            <fieldset className="grid gap-2" aria-describedby={`${id}-contact-hint`}>
              <legend className="font-semibold text-ink">{tf("contactTitle")}</legend>
              <p id={`${id}-contact-hint`} className="text-sm text-muted">
                {tf("contactHint", { name: patient.full_name })}
              </p>
              <div className="mt-2 grid gap-4 md:grid-cols-2">
                <PatientFields
                  bind={formFields(form, id)}
                  labels={{ name: tf("contactName"), phone: tf("contactPhone"), email: tf("contactEmail") }}
                  hints={{ phone: t("hints.phone"), email: account ? t("hints.accountEmail") : undefined }}
                  emailReadOnly={Boolean(account)}
                  nameMaxLength={60}
                />
              </div>
            </fieldset>
          </>
        ) : (
          <div className="grid gap-4 md:grid-cols-2">
            <PatientFields
              bind={formFields(form, id)}
              labels={labels}
              hints={{ phone: t("hints.phone"), email: account ? t("hints.accountEmail") : undefined }}
              emailReadOnly={Boolean(account)}
              nameMaxLength={60}
            />
          </div>
        )}
        {mobileConfirmed ? (
          justConfirmed ? (
            <p ref={confirmedRef} tabIndex={-1} role="status" className="rounded-lg bg-success-50 px-4 py-3 font-medium text-ink">
              {t("mobileConfirmed")}
            </p>
          ) : null
        ) : (
          <MobileCode
            reservationId={reservation.id}
            phone={phone}
            onVerified={() => {
              store.mobileVerified();
              setConfirmedPhone(typedPhone);
              setJustConfirmed(true);
            }}
          />
        )}

        {insuranceOffered ? (
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
        ) : null}
        {insured ? (
          <div className="grid gap-4 rounded-lg border border-line p-4 md:grid-cols-2">
            <SelectField
              form={form}
              name="companyId"
              label={t("fields.company")}
              placeholder={t("chooseCompany")}
              options={(companies ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
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
            {values.forWhom === "me" ? (
              <TextField form={form} name="dateOfBirth" label={t("fields.dateOfBirth")} hint={t("hints.dateOfBirth")} type="date" autoComplete="bday" dir="ltr" />
            ) : null}
            <div className="md:col-span-2">
              <button type="button" onClick={() => void check()} className={buttonClasses("secondary", "md")} aria-busy={checking || undefined}>
                {checking ? t("checking") : t("checkInsurance")}
              </button>
              {eligibility?.eligible && eligibility.insurance ? (
                <p role="status" className="mt-3 rounded-lg bg-success-50 p-3 text-ink" data-testid="booking-covered">
                  {t("covered", {
                    company: locale === "ar" ? eligibility.insurance.insuranceCompanyAR : eligibility.insurance.insuranceCompanyEN,
                    className: eligibility.insurance.className,
                    // The locale's own per cent sign (Arabic ٪), as every percentage on the site.
                    rate: formatPercent(locale, Math.round(eligibility.insurance.deductibleRate * 100)),
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
          amounts={{ currency: reservation.currency, amount: bill.price, tax: bill.tax, taxRate, total: bill.total }}
          pending={form.formState.isSubmitting}
        />

        <BookingSummary
          reservation={reservation}
          patient={{ name: values.name ?? "", phone: values.phone ?? "", email: values.email ?? "" }}
          bookedFor={family?.find((m) => String(m.id) === values.forWhom)?.full_name ?? null}
          paymentType={values.paymentType ?? null}
          insured={insured}
          bill={bill}
        />
        <SubmitButton pending={awaitingAccount || form.formState.isSubmitting} label={t("confirm")} pendingLabel={t("confirming")} />
      </form>
    </div>
  );
}
