import "server-only";
import { getTranslations } from "next-intl/server";
import { DATE_FORMAT, formatDate } from "@/components/content/format";
import type { ArticleBodyData } from "./article-body-view";
import { getPost, type Post } from "@/lib/api/posts";
import { env } from "@/lib/env";
import { readablePathname } from "@/lib/i18n/readable-path";
import type { Locale } from "@/lib/i18n/routing";
import { sanitizeCmsHtml } from "@/lib/sanitize/html";

/** The sanitized HTML of a post's body, as its page shows it. */
export const articleBodyHtml = (post: Post) => sanitizeCmsHtml(post.body, { siteOrigin: env.SITE_URL });

/** Where the browser reads an article's body data in a language, by the post's slug in that language. */
export const articleBodyDataUrl = (slug: string, locale: Locale) => `/api/posts/${encodeURIComponent(slug)}?lang=${locale}`;

/**
 * What an article's body is drawn from (article-body-view.tsx), its words and links in the page's
 * language: the page keeps it by key (kept-article-body.tsx) and app/api/posts/[slug] answers the same
 * for a tab that navigates to the article.
 */
export async function articleBodyData(locale: Locale, post: Post, bodyHtml: string): Promise<ArticleBodyData> {
  const t = await getTranslations({ locale, namespace: "blog" });
  return {
    category: post.isHidden
      ? undefined
      : { label: t("category"), name: post.category.name, href: readablePathname({ locale, href: { pathname: "/categories/[slug]", params: { slug: post.category.slug } } }) },
    publishedAt: post.publishedAt,
    published: t("publishedOn", { date: formatDate(locale, post.publishedAt, DATE_FORMAT) }),
    readingTime: t("readingTime", { minutes: post.readingMinutes }),
    author: post.author ? t("by", { author: post.author }) : undefined,
    image: post.image,
    bodyHtml,
    tags:
      post.tags.length > 0
        ? {
            heading: t("articleTags"),
            items: post.tags.map((tag) => ({ id: tag.id, name: tag.name, href: readablePathname({ locale, href: { pathname: "/tags/[slug]", params: { slug: tag.slug } } }) })),
          }
        : undefined,
  };
}

/** An article's body data by either language's slug (app/api/posts/[slug]); the backend's 404 for an unknown one. */
export async function articleBodyDataFor(locale: Locale, slug: string): Promise<ArticleBodyData> {
  const post = await getPost(slug, locale);
  return articleBodyData(locale, post, articleBodyHtml(post));
}
