import { getTranslations } from "next-intl/server";
import { DATE_FORMAT, formatDate } from "@/components/content/format";
import { PROSE_CLASSES } from "@/components/static/prose";
import { CalendarIcon } from "@/components/ui/icons";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import type { Post } from "@/lib/api/posts";
import type { PostCardData } from "@/lib/blog/types";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { MessagesSubset } from "@/components/static/messages-subset";
import { POST_CARD_MESSAGES } from "./post-card-messages";
import { RelatedPosts } from "./related-posts";

/** The article body: meta line, hero image, sanitized HTML, tags, related posts. */
export async function ArticleView({
  locale,
  post,
  bodyHtml,
  related,
}: {
  locale: Locale;
  post: Post;
  /** Already sanitized. */
  bodyHtml: string;
  related: PostCardData[];
}) {
  const t = await getTranslations({ locale, namespace: "blog" });
  return (
    <div className="container-page py-10 md:py-14">
      <article className="mx-auto max-w-3xl">
        <header className="mb-8 flex flex-col gap-4">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            {!post.isHidden && (
              <>
                <Link
                  href={{ pathname: "/categories/[slug]", params: { slug: post.category.slug } }}
                  className="inline-flex min-h-6 items-center rounded-full bg-brand-50 px-3 font-semibold text-brand-800 hover:bg-brand-100"
                >
                  <span className="sr-only">{t("category")}: </span>
                  {post.category.name}
                </Link>
              </>
            )}
            <span className="inline-flex items-center gap-1.5">
              <CalendarIcon size={16} className="text-brand-700" />
              <time dateTime={post.publishedAt}>{t("publishedOn", { date: formatDate(locale, post.publishedAt, DATE_FORMAT) })}</time>
            </span>
            <span aria-hidden="true">·</span>
            <span>{t("readingTime", { minutes: post.readingMinutes })}</span>
            {post.author && (
              <>
                <span aria-hidden="true">·</span>
                <span>{t("by", { author: post.author })}</span>
              </>
            )}
          </p>
        </header>
        {/* The box keeps the declared ratio whatever the CMS image's own: nothing below moves when it loads. */}
        <div className="mb-10 aspect-[1200/630] overflow-hidden rounded-[var(--radius-card)] bg-surface">
          <ResponsiveImage image={post.image} alt="" width={1200} height={630} priority className="h-full w-full object-cover" />
        </div>
        <div className={PROSE_CLASSES} dangerouslySetInnerHTML={{ __html: bodyHtml }} />
        {post.tags.length > 0 && (
          <footer className="mt-10 border-t border-line pt-6">
            <h2 className="mb-3 text-base font-bold text-ink">{t("articleTags")}</h2>
            <ul className="flex flex-wrap gap-2">
              {post.tags.map((tag) => (
                <li key={tag.id}>
                  <Link
                    href={{ pathname: "/tags/[slug]", params: { slug: tag.slug } }}
                    className="inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 text-sm font-medium text-brand-700 hover:border-brand-600 hover:bg-brand-50"
                  >
                    #{tag.name}
                  </Link>
                </li>
              ))}
            </ul>
          </footer>
        )}
      </article>

      {related.length > 0 && (
        <section aria-labelledby="related-posts" className="mt-16">
          <h2 id="related-posts" className="mb-6 text-2xl font-bold text-brand-800">
            {t("related")}
          </h2>
          <MessagesSubset pick={POST_CARD_MESSAGES}>
            <RelatedPosts posts={related} />
          </MessagesSubset>
        </section>
      )}
    </div>
  );
}
