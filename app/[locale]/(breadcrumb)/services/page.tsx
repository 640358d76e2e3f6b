import { ContentListPage, contentListMetadata, type ListParams } from "@/components/lists/content-list-page";

// ISR: cached HTML, refreshed in the background and by the "services" cache tag.
export const revalidate = 300;

type Props = { params: ListParams };

export const generateMetadata = ({ params }: Props) => contentListMetadata("services", params);

export default function Page({ params }: Props) {
  return <ContentListPage kind="services" params={params} />;
}
