import type { CmsItem } from "@/lib/api/cms-item";
import type { Slugs } from "@/lib/api/slugs";
import type { Currency } from "@/lib/contract/common";

/** An offer as the site uses it (SPEC §3 "Offer"), mapped once from the wire format. */
export type Offer = CmsItem & {
  price: number;
  priceInsteadOf: number;
  /** Percent off `priceInsteadOf`. */
  discount: number;
  saving: number;
  currency: Currency;
  /** YYYY-MM-DD, the last day the offer is valid (local time of its unit). */
  endDate: string;
  isExpired: boolean;
  categories: OfferCategoryRef[];
  bookingsCount: number;
  isSpecial: boolean;
  businessUnitId: number | null;
};

export type OfferCategoryRef = { id: number; name: string; slugs: Slugs };
export type OfferCategory = OfferCategoryRef & { offersCount: number };

export type OfferPage = {
  offers: Offer[];
  total: number;
  /** SPEC §9: offers use the per-page the server gives. */
  perPage: number;
  page: number;
  lastPage: number;
  /** SPEC §4: true when the first load found no current offer, so expired ones are listed. */
  showExpired: boolean;
};

/** A compact card's worth of an offer (what the list sends to the browser). */
export type OfferCard = Pick<
  Offer,
  | "id"
  | "slug"
  | "title"
  | "excerpt"
  | "image"
  | "price"
  | "priceInsteadOf"
  | "discount"
  | "currency"
  | "endDate"
  | "isExpired"
>;

export type OfferCardPage = Omit<OfferPage, "offers"> & { offers: OfferCard[] };

export function toOfferCard(offer: Offer): OfferCard {
  return {
    id: offer.id,
    slug: offer.slug,
    title: offer.title,
    excerpt: offer.excerpt,
    image: offer.image,
    price: offer.price,
    priceInsteadOf: offer.priceInsteadOf,
    discount: offer.discount,
    currency: offer.currency,
    endDate: offer.endDate,
    isExpired: offer.isExpired,
  };
}
