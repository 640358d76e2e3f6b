import { BlogListPage, blogListMetadata, type BlogListParams } from "@/components/blog/blog-list-page";

// `?page=N` of the list (next.config.ts rewrite): each page is rendered on first request, then cached.
export const revalidate = 300;
export const generateStaticParams = async () => [];

type Props = { params: BlogListParams };

export const generateMetadata = ({ params }: Props) => blogListMetadata("secret", params);

export default function Page({ params }: Props) {
  return <BlogListPage kind="secret" params={params} />;
}
