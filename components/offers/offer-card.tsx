import { useLocale, useTranslations } from "next-intl";
import { CardFrame, Fact } from "@/components/content/card-frame";
import { CalendarIcon } from "@/components/ui/icons";
import { formatEndDate } from "@/lib/offers/format";
import type { OfferCard as OfferCardData } from "@/lib/offers/types";
import { OfferPrice } from "./offer-price";

/** An offer on the shared card frame: price, discount and end date; expired ones marked. */
export function OfferCard({
  offer,
  headingLevel = 2,
  priority = false,
}: {
  offer: OfferCardData;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const t = useTranslations("offers.card");
  const locale = useLocale();
  return (
    <CardFrame
      href={{ pathname: "/offer/[slug]", params: { slug: offer.slug } }}
      title={offer.title}
      summary={offer.excerpt}
      image={offer.image}
      headingLevel={headingLevel}
      priority={priority}
      badge={
        offer.isExpired ? (
          <span className="rounded-full bg-ink px-3 py-1 text-sm font-bold text-white">{t("expired")}</span>
        ) : undefined
      }
      fact={
        <>
          <OfferPrice price={offer.price} priceInsteadOf={offer.priceInsteadOf} discount={offer.discount} currency={offer.currency} />
          <Fact icon={<CalendarIcon size={18} />} label={offer.isExpired ? t("endedOn") : t("endsOn")}>
            {t(offer.isExpired ? "ended" : "ends", { date: formatEndDate(locale, offer.endDate) })}
          </Fact>
        </>
      }
    />
  );
}
