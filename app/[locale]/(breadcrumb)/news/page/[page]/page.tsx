import { ContentListPage, contentListMetadata, type ListParams } from "@/components/lists/content-list-page";

// `?page=N` of the list (next.config.ts rewrite): each page is rendered on first request, then cached.
export const revalidate = 300;
export const generateStaticParams = async () => [];

type Props = { params: ListParams };

export const generateMetadata = ({ params }: Props) => contentListMetadata("news", params);

export default function Page({ params }: Props) {
  return <ContentListPage kind="news" params={params} />;
}
