import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { orNotFoundMetadata, orNotFoundView } from "@/components/layout/not-found-response";
import { OfferDetailView, offerDetailMetadata } from "@/components/offers/offer-detail-view";
import { isLocale } from "@/lib/i18n/routing";

// ISR: rendered on first request (no build-time list of slugs), then cached.
export const revalidate = 300;
export const generateStaticParams = async () => [];

type Props = { params: Promise<{ locale: string; slug: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return orNotFoundMetadata(params, async () => {
    const { locale, slug } = await params;
    if (!isLocale(locale)) notFound();
    return offerDetailMetadata(locale, slug);
  });
}

export default function OfferPage({ params }: Props) {
  return orNotFoundView(params, async () => {
    const { locale, slug } = await params;
    if (!isLocale(locale)) notFound();
    setRequestLocale(locale);
    // Called, not rendered as an element, so that its notFound() reaches orNotFoundView.
    return OfferDetailView({ locale, slug });
  });
}
