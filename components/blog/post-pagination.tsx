import { Pagination } from "@/components/lists/pagination";

/** The list a pagination belongs to: the blog, the secret page, or a category/tag by slug. */
export type BlogListHref =
  | { pathname: "/blog" }
  | { pathname: "/secretPage" }
  | { pathname: "/categories/[slug]"; params: { slug: string } }
  | { pathname: "/tags/[slug]"; params: { slug: string } };

export function pagedHref(base: BlogListHref, page: number) {
  return page > 1 ? { ...base, query: { page: String(page) } } : base;
}

/** Pages of a post list (`?page=N`, page 1 is the bare URL). */
export function PostPagination({ base, current, last }: { base: BlogListHref; current: number; last: number }) {
  return <Pagination current={current} last={last} hrefFor={(page) => pagedHref(base, page)} />;
}
