import { ContentListPage, contentListMetadata, type ListParams } from "@/components/lists/content-list-page";

// ISR: cached HTML, refreshed in the background and by the "entertainmentServices" cache tag.
export const revalidate = 300;

type Props = { params: ListParams };

export const generateMetadata = ({ params }: Props) => contentListMetadata("entertainmentServices", params);

export default function Page({ params }: Props) {
  return <ContentListPage kind="entertainmentServices" params={params} />;
}
