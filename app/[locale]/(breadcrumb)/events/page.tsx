import { ContentListPage, contentListMetadata, type ListParams } from "@/components/lists/content-list-page";

// ISR: cached HTML, refreshed in the background and by the "events" cache tag.
export const revalidate = 300;

type Props = { params: ListParams };

export const generateMetadata = ({ params }: Props) => contentListMetadata("events", params);

export default function Page({ params }: Props) {
  return <ContentListPage kind="events" params={params} />;
}
