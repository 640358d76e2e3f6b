import { BlogListPage, blogListMetadata, type BlogListParams } from "@/components/blog/blog-list-page";

// Each category renders on its first request, then is cached (ISR).
export const generateStaticParams = async () => [];
// ISR: cached HTML, refreshed in the background and by the "posts" cache tag.
export const revalidate = 300;

type Props = { params: BlogListParams };

export const generateMetadata = ({ params }: Props) => blogListMetadata("category", params);

export default function Page({ params }: Props) {
  return <BlogListPage kind="category" params={params} />;
}
