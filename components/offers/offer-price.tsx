import { useLocale, useTranslations } from "next-intl";
import { formatPercent, formatPrice } from "@/lib/offers/format";
import type { Currency } from "@/lib/contract/common";

/**
 * The price, the struck-out "instead of" price and the discount; works in server and client trees.
 * Its classes are spelled once in styles/globals.css (`.offer-price*`): a list draws a dozen.
 */
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
    <p className="offer-price">
      <span className={size === "lg" ? "offer-price-now text-3xl" : "offer-price-now"}>
        <span className="sr-only">{t("now")}: </span>
        {formatPrice(locale, price, currency)}
      </span>
      {/* Offer prices are before tax; the booking's total adds it, so the price says so everywhere. */}
      <span className="offer-price-tax" data-testid="offer-price-tax">
        {t("plusTax")}
      </span>
      {showWas && (
        <s className="text-muted">
          <span className="sr-only">{t("insteadOf")}: </span>
          {formatPrice(locale, priceInsteadOf, currency)}
        </s>
      )}
      {discount > 0 && (
        <span className="offer-discount">
          {t("discount", { percent: formatPercent(locale, discount) })}
        </span>
      )}
    </p>
  );
}
