import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { DATE_FORMAT, formatDate } from "@/components/content/format";

type Props = { post: { slug: string; title: string; publishedAt: string }; locale: Locale };

/** A post as a line of a list: its title linking to the article, its date below (the blog map; the blog sidebar draws the same, blog-sidebar-view.tsx). */
export function PostTitleLink({ post, locale }: Props) {
  return (
    <>
      <Link
        href={{ pathname: "/[slug]", params: { slug: post.slug } }}
        className="font-semibold text-ink underline-offset-4 hover:text-brand-700 hover:underline"
      >
        {post.title}
      </Link>
      <time dateTime={post.publishedAt} className="text-sm text-muted">
        {formatDate(locale, post.publishedAt, DATE_FORMAT)}
      </time>
    </>
  );
}
