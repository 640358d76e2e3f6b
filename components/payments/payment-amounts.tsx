import { useLocale, useTranslations } from "next-intl";
import type { Currency } from "@/lib/contract/common";
import { formatPercent } from "@/lib/offers/format";
import { formatMoney } from "./format";

export interface PaymentAmountsValue {
  currency: Currency;
  amount: number;
  tax: number;
  taxRate: number;
  total: number;
}

/** Price, tax and total, as the backend computed them; works in server and client trees. */
export function PaymentAmounts({ value, titleId }: { value: PaymentAmountsValue; titleId?: string }) {
  const t = useTranslations("payments.step");
  const locale = useLocale();
  const rows = [
    { label: t("amount"), value: value.amount },
    { label: t("tax", { rate: formatPercent(locale, value.taxRate) }), value: value.tax },
  ];
  return (
    <dl className="divide-y divide-line rounded-xl border border-line bg-white" aria-labelledby={titleId}>
      {rows.map((row) => (
        <div key={row.label} className="flex items-baseline justify-between gap-4 px-4 py-2">
          <dt className="text-muted">{row.label}</dt>
          <dd className="text-ink">
            <bdi>{formatMoney(locale, row.value, value.currency)}</bdi>
          </dd>
        </div>
      ))}
      <div className="flex items-baseline justify-between gap-4 px-4 py-3">
        <dt className="font-semibold text-ink">{t("total")}</dt>
        <dd className="text-lg font-bold text-brand-800" data-testid="payment-total">
          <bdi>{formatMoney(locale, value.total, value.currency)}</bdi>
        </dd>
      </div>
    </dl>
  );
}
