import { ContentListPage, contentListMetadata, type ListParams } from "@/components/lists/content-list-page";

// ISR: cached HTML, refreshed in the background and by the "homecare" cache tag.
export const revalidate = 300;

type Props = { params: ListParams };

export const generateMetadata = ({ params }: Props) => contentListMetadata("homecare", params);

export default function Page({ params }: Props) {
  return <ContentListPage kind="homecare" params={params} />;
}
