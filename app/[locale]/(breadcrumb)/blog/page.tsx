import { BlogListPage, blogListMetadata, type BlogListParams } from "@/components/blog/blog-list-page";

// ISR: cached HTML, refreshed in the background and by the "posts" cache tag.
export const revalidate = 300;

type Props = { params: BlogListParams };

export const generateMetadata = ({ params }: Props) => blogListMetadata("blog", params);

export default function Page({ params }: Props) {
  return <BlogListPage kind="blog" params={params} />;
}
