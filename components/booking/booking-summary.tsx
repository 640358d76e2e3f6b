"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId } from "react";
import { formatMoney } from "@/components/payments/format";
import type { PaymentType, Reservation } from "@/lib/contract/booking";
import type { PatientBill } from "@/lib/contract/booking-bill";
import { formatDate, formatTime } from "./format";

/** SPEC §3's booking summary: price, after tax, personal information, payment method, date, time, code. */
export function BookingSummary({
  reservation,
  patient,
  bookedFor = null,
  paymentType,
  insured,
  bill,
}: {
  reservation: Reservation;
  patient: { name: string; phone: string; email: string };
  /** The family member the visit is for (null: the patient whose details these are). */
  bookedFor?: string | null;
  paymentType: PaymentType | null;
  insured: boolean;
  /** What the patient pays (the deductible once the insurance is confirmed). */
  bill: PatientBill;
}) {
  const t = useTranslations("booking");
  const tp = useTranslations("payments.step");
  const locale = useLocale();
  const id = useId();
  const rows: Array<[string, React.ReactNode]> = [
    [t("summaryFields.price"), <bdi key="p">{formatMoney(locale, bill.price, reservation.currency)}</bdi>],
    [t("summaryFields.afterTax"), <bdi key="t">{formatMoney(locale, bill.total, reservation.currency)}</bdi>],
    ...(bill.insurer > 0
      ? [[t("summaryFields.insurerShare"), <bdi key="i">{formatMoney(locale, bill.insurer, reservation.currency)}</bdi>] as [string, React.ReactNode]]
      : []),
    ...(bookedFor ? [[t("summaryFields.bookedFor"), bookedFor] as [string, React.ReactNode]] : []),
    [
      t("summaryFields.personal"),
      <span key="i" className="grid">
        <span>{patient.name || "—"}</span>
        <bdi dir="ltr" className="text-start">
          {patient.phone || "—"}
        </bdi>
        <bdi dir="ltr" className="text-start">
          {patient.email || "—"}
        </bdi>
      </span>,
    ],
    [t("summaryFields.paymentMethod"), paymentType ? tp(`methods.${paymentType}.label`) : "—"],
    [t("summaryFields.insurance"), insured ? t("insured") : t("notInsured")],
    [t("summaryFields.date"), formatDate(locale, reservation.start, reservation.time_zone)],
    [t("summaryFields.time"), <bdi key="time">{formatTime(locale, reservation.start, reservation.time_zone)}</bdi>],
  ];
  return (
    <section aria-labelledby={`${id}-summary`} className="grid gap-2" data-testid="booking-summary">
      <h3 id={`${id}-summary`} className="text-lg font-bold text-ink">
        {t("summary")}
      </h3>
      <dl className="divide-y divide-line rounded-xl border border-line bg-white">
        {rows.map(([label, value]) => (
          <div key={label} className="flex items-baseline justify-between gap-4 px-4 py-2">
            <dt className="shrink-0 text-muted">{label}</dt>
            {/* A long email has no place to break: it may break anywhere rather than widen the page. */}
            <dd className="min-w-0 text-end text-ink wrap-anywhere">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
