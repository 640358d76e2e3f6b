import { useLocale, useTranslations } from "next-intl";
import { formatPercent, formatPrice } from "@/lib/offers/format";
import type { Currency } from "@/lib/contract/common";

/** The price, the struck-out "instead of" price and the discount; works in server and client trees. */
export function OfferPrice({
  price,
  priceInsteadOf,
  discount,
  currency,
  size = "md",
}: {
  price: number;
  priceInsteadOf: number;
  discount: number;
  currency: Currency;
  size?: "md" | "lg";
}) {
  const t = useTranslations("offers.price");
  const locale = useLocale();
  const showWas = priceInsteadOf > price;
  return (
    <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
      <span className={`font-bold text-brand-800 ${size === "lg" ? "text-3xl" : "text-xl"}`}>
        <span className="sr-only">{t("now")}: </span>
        {formatPrice(locale, price, currency)}
      </span>
      {/* Offer prices are before tax; the booking's total adds it, so the price says so everywhere. */}
      <span className="text-sm font-semibold text-muted" data-testid="offer-price-tax">
        {t("plusTax")}
      </span>
      {showWas && (
        <s className="text-muted">
          <span className="sr-only">{t("insteadOf")}: </span>
          {formatPrice(locale, priceInsteadOf, currency)}
        </s>
      )}
      {discount > 0 && (
        <span className="rounded-full bg-accent-50 px-2 py-0.5 text-sm font-bold text-accent-700">
          {t("discount", { percent: formatPercent(locale, discount) })}
        </span>
      )}
    </p>
  );
}
