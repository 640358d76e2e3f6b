import { useLocale, useTranslations } from "next-intl";
import { CardFrame } from "@/components/content/card-frame";
import { DATE_FORMAT, formatDate } from "@/components/content/format";
import { CalendarIcon } from "@/components/ui/icons";
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
      badge={
        <span className="rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-brand-800 shadow-sm">{post.category.name}</span>
      }
      fact={
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <span className="inline-flex items-center gap-1.5">
            <CalendarIcon size={16} className="text-brand-700" />
            <time dateTime={post.publishedAt}>{formatDate(locale, post.publishedAt, DATE_FORMAT)}</time>
          </span>
          <span>{t("readingTime", { minutes: post.readingMinutes })}</span>
        </p>
      }
    />
  );
}
