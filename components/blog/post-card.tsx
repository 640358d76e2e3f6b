import { useLocale, useTranslations } from "next-intl";
import { CardFrame } from "@/components/content/card-frame";
import { DATE_FORMAT, formatDate } from "@/components/content/format";
import type { PostCardData } from "@/lib/blog/types";

/** The one card of a blog post (lists, home, related posts): category badge, date and reading time. Server and client. */
export function PostCard({ post, headingLevel = 2, priority = false }: { post: PostCardData; headingLevel?: 2 | 3 | 4; priority?: boolean }) {
  const t = useTranslations("blog");
  const locale = useLocale();
  return (
    <CardFrame
      href={{ pathname: "/[slug]", params: { slug: post.slug } }}
      title={post.title}
      summary={post.excerpt}
      image={post.image}
      headingLevel={headingLevel}
      priority={priority}
      badge={<span className="post-badge">{post.category.name}</span>}
      fact={
        // Styled from .post-facts (globals.css), the date's calendar icon drawn there too.
        <p className="post-facts">
          <time dateTime={post.publishedAt}>{formatDate(locale, post.publishedAt, DATE_FORMAT)}</time>
          <span>{t("readingTime", { minutes: post.readingMinutes })}</span>
        </p>
      }
    />
  );
}
