import type { JsonLdObject } from "@/lib/seo/schema-org";
import type { Currency } from "@/lib/contract/common";

export type OfferJsonLdInput = {
  name: string;
  url: string;
  description?: string;
  image?: string;
  price: number;
  currency: Currency;
  /** YYYY-MM-DD, the last valid day. */
  endDate: string;
  expired: boolean;
  sellerName?: string;
  categories: string[];
};

/**
 * schema.org Product with its Offer (price, currency, validity): a health package is sold like a
 * product; schema.org's MedicalProcedure has no `offers` property.
 */
export function offerProductJsonLd(input: OfferJsonLdInput): JsonLdObject {
  const product: JsonLdObject = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: input.name,
    url: input.url,
    offers: {
      "@type": "Offer",
      url: input.url,
      price: input.price.toFixed(2),
      priceCurrency: input.currency,
      priceValidUntil: input.endDate,
      validThrough: input.endDate,
      availability: input.expired ? "https://schema.org/Discontinued" : "https://schema.org/InStock",
      ...(input.sellerName ? { seller: { "@type": "Organization", name: input.sellerName } } : {}),
    },
  };
  if (input.description) product.description = input.description;
  if (input.image) product.image = [input.image];
  if (input.categories.length > 0) product.category = input.categories.join(", ");
  return product;
}
