import { useLocale } from "next-intl";
import { CardFrame } from "@/components/content/card-frame";
import { DATE_FORMAT, formatDate } from "@/components/content/format";
import { ClockIcon } from "@/components/ui/icons";
import type { PostSummary } from "@/lib/api/posts";

/** A blog article on the shared card frame; the key fact is its category and date. */
export function PostCard({ post, headingLevel = 3 }: { post: PostSummary; headingLevel?: 2 | 3 | 4 }) {
  const locale = useLocale();
  return (
    <CardFrame
      href={{ pathname: "/[slug]", params: { slug: post.slug } }}
      title={post.title}
      summary={post.excerpt}
      image={post.image}
      headingLevel={headingLevel}
      badge={
        <span className="rounded-full bg-white/95 px-3 py-1 text-sm font-semibold text-brand-700 shadow-sm">{post.category.name}</span>
      }
      fact={
        <p className="flex items-center gap-2">
          <ClockIcon className="shrink-0 text-brand-700" />
          <time dateTime={post.publishedAt}>{formatDate(locale, post.publishedAt, DATE_FORMAT)}</time>
        </p>
      }
    />
  );
}
