import { ContentDetailPage, contentDetailMetadata, type DetailParams } from "@/components/content/content-detail-page";

// ISR: rendered on first request (no build-time list of slugs), then cached.
export const revalidate = 300;
export const generateStaticParams = async () => [];

type Props = { params: DetailParams };

export const generateMetadata = ({ params }: Props) => contentDetailMetadata("homecare", params);

export default function Page({ params }: Props) {
  return <ContentDetailPage kind="homecare" params={params} />;
}
