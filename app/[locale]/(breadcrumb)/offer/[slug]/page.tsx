import { OfferDetailPage, offerDetailMetadata } from "@/components/offers/offer-detail-view";
import type { DetailParams } from "@/lib/detail-page";

// ISR: rendered on first request (no build-time list of slugs), then cached.
export const revalidate = 300;
export const generateStaticParams = async () => [];

type Props = { params: DetailParams };

export const generateMetadata = ({ params }: Props) => offerDetailMetadata(params);

export default function OfferPage({ params }: Props) {
  return <OfferDetailPage params={params} />;
}
