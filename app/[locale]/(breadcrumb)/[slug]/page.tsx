import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { orNotFoundMetadata, orNotFoundView } from "@/components/layout/not-found-response";
import { ArticleView } from "@/components/blog/article-view";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { PublishAlternateSlugs } from "@/components/layout/publish-alternate-slugs";
import { CrawlerJsonLd } from "@/components/seo/crawler-json-ld";
import { EmptyState } from "@/components/lists/empty-state";
import { getPost, getRelatedPosts, toCardData } from "@/lib/api/posts";
import { loadDetail, noInfoMetadata, type DetailParams } from "@/lib/detail-page";
import { getSiteSettings } from "@/lib/api/settings";
import { env } from "@/lib/env";
import { Link } from "@/lib/i18n/navigation";
import { getPathname, permanentRedirect } from "@/lib/i18n/paths";
import { absoluteImageUrl } from "@/lib/images/absolute-url";
import { htmlToText } from "@/lib/sanitize/html";
import { articleBodyHtml } from "@/components/blog/article-body-content";
import { buildPageMetadata } from "@/lib/seo/metadata";
import { articleJsonLd } from "@/lib/seo/schema-org";
import { absoluteUrl, plainExcerpt } from "@/lib/seo/urls";
import { buttonClasses } from "@/components/ui/button";

type Props = { params: DetailParams };

/** No article is rendered at build time: each renders on its first request, then is cached (ISR). */
export async function generateStaticParams(): Promise<{ slug: string }[]> {
  return [];
}
export const revalidate = 300;

const articleHref = (slug: string) => ({ pathname: "/[slug]" as const, params: { slug } });

/** The post; `item: null` when the backend failed (SPEC §8: the "no info" state). */
const loadPost = (params: DetailParams) => loadDetail(params, "article", (locale, slug) => getPost(slug, locale));

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return orNotFoundMetadata(params, () => buildMetadata(params));
}

async function buildMetadata(params: Props["params"]): Promise<Metadata> {
  const { locale, item: post } = await loadPost(params);
  if (!post) return noInfoMetadata(locale);
  return buildPageMetadata({
    locale,
    href: { ar: articleHref(post.slugs.ar), en: articleHref(post.slugs.en) },
    title: post.title,
    description: plainExcerpt(post.excerpt || post.body),
    image: post.image,
    type: "article",
    publishedTime: post.publishedAt,
    modifiedTime: post.updatedAt,
    authors: post.author ? [post.author] : undefined,
    // Hidden posts live on the secret page: reachable by link, never indexed.
    noindex: post.isHidden,
  });
}

/** A blog article (SPEC §2 catch-all /{slug}): sanitized body, tags, related posts, BlogPosting JSON-LD. */
export default function ArticlePage({ params }: Props) {
  return orNotFoundView(params, () => renderArticlePage(params));
}

async function renderArticlePage(params: Props["params"]) {
  const { locale, slug, item: post } = await loadPost(params);
  setRequestLocale(locale);
  const [tb, te] = await Promise.all([
    getTranslations({ locale, namespace: "blog" }),
    getTranslations({ locale, namespace: "empty" }),
  ]);

  if (!post) {
    return (
      <>
        <Breadcrumb locale={locale} title={te("noInfo")} path={[{ name: tb("title"), link: getPathname({ locale, href: "/blog" }) }]} />
        <div className="container-page py-12">
          <EmptyState
            headingLevel={2}
            message={te("noInfo")}
            hint={te("noInfoHint")}
            action={
              <Link href="/blog" className={buttonClasses("primary")}>
                {tb("backToBlog")}
              </Link>
            }
          />
        </div>
      </>
    );
  }
  // Reached through the other language's slug: send visitors and crawlers to this language's URL.
  if (slug !== post.slug) permanentRedirect({ href: articleHref(post.slug), locale });

  const [related, settings] = await Promise.all([
    getRelatedPosts(post, locale).catch((error: unknown) => {
      console.error(`[article] related posts of ${post.id} failed:`, error instanceof Error ? error.message : error);
      return [];
    }),
    getSiteSettings(locale).catch(() => null),
  ]);
  const bodyHtml = articleBodyHtml(post);
  const url = absoluteUrl(env.SITE_URL, getPathname({ locale, href: articleHref(post.slug) }));
  const home = absoluteUrl(env.SITE_URL, getPathname({ locale, href: "/" }));
  const hidden = post.isHidden;

  return (
    <>
      <Breadcrumb
        locale={locale}
        title={post.title}
        path={[
          hidden
            ? { name: tb("secretTitle"), link: getPathname({ locale, href: "/secretPage" }) }
            : { name: tb("title"), link: getPathname({ locale, href: "/blog" }) },
          ...(hidden
            ? []
            : [
                {
                  name: post.category.name,
                  link: getPathname({ locale, href: { pathname: "/categories/[slug]", params: { slug: post.category.slug } } }),
                },
              ]),
        ]}
      />
      <ArticleView locale={locale} post={post} bodyHtml={bodyHtml} related={related.map(toCardData)} />
      <PublishAlternateSlugs ar={post.slugs.ar} en={post.slugs.en} />
      <CrawlerJsonLd
        data={articleJsonLd("BlogPosting", {
          headline: post.title,
          url,
          description: plainExcerpt(post.excerpt || post.body, 300),
          image: absoluteImageUrl(post.image, env.SITE_URL),
          datePublished: post.publishedAt,
          dateModified: post.updatedAt,
          authorName: post.author,
          inLanguage: locale,
          section: post.category.name,
          keywords: post.tags.map((tag) => tag.name),
          wordCount: htmlToText(bodyHtml).split(" ").filter(Boolean).length,
          readingMinutes: post.readingMinutes,
          publisher: settings
            ? { name: settings.siteName, url: home, logo: settings.logo ? absoluteImageUrl(settings.logo, env.SITE_URL) : undefined }
            : undefined,
        })}
      />
    </>
  );
}
