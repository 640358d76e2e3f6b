"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { RadioGroupField } from "@/components/forms/radio-group-field";
import type { PaymentMethod } from "@/lib/contract/payments";
import { PaymentAmounts, type PaymentAmountsValue } from "./payment-amounts";

export interface PaymentStepProps<V extends FieldValues> {
  form: UseFormReturn<V, unknown, FieldValues>;
  /** The form field holding the method ("cash" | "card" | "fawry" | "tamara"). */
  name: FieldPath<V>;
  /** The methods the business unit offers (the backend's quote), in display order. */
  methods: readonly PaymentMethod[];
  /** Price, tax and total from the backend; omitted while they are not known. */
  amounts?: PaymentAmountsValue | null;
  /** True while the booking is sent and the provider's page is being prepared. */
  pending?: boolean;
}

/**
 * The payment step of the offer and appointment bookings: the methods with what each means for
 * the patient, the amount, tax and total, and a clear waiting state while the provider is asked.
 * The browser only chooses a method; every amount comes from the backend.
 */
export function PaymentStep<V extends FieldValues>({ form, name, methods, amounts, pending }: PaymentStepProps<V>) {
  const t = useTranslations("payments.step");
  const id = useId();
  const options = methods.map((method) => ({
    value: method,
    label: t(`methods.${method}.label`),
    description: t(`methods.${method}.description`),
  }));
  return (
    <div className="grid gap-4" aria-busy={pending || undefined}>
      <RadioGroupField form={form} name={name} legend={t("legend")} hint={t("hint")} options={options} />
      {amounts ? (
        <section aria-labelledby={`${id}-summary`} className="grid gap-2">
          <h3 id={`${id}-summary`} className="font-semibold text-ink">
            {t("summaryTitle")}
          </h3>
          <PaymentAmounts value={amounts} titleId={`${id}-summary`} />
        </section>
      ) : null}
      <p role="status" aria-live="polite" className={pending ? "flex items-center gap-2 font-medium text-brand-800" : "sr-only"}>
        {pending ? (
          <>
            <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-brand-600 border-t-transparent motion-reduce:animate-none" />
            {t("pending")}
          </>
        ) : null}
      </p>
    </div>
  );
}
