import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PostTitleLink } from "@/components/blog/post-title-link";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { CrawlerJsonLd } from "@/components/seo/crawler-json-ld";
import { EmptyState } from "@/components/lists/empty-state";
import { getAllPosts, getCategories, type PostSummary } from "@/lib/api/posts";
import { env } from "@/lib/env";
import { Link } from "@/lib/i18n/navigation";
import { getPathname } from "@/lib/i18n/paths";
import { pageLocale } from "@/lib/i18n/page-locale";
import { isLocale } from "@/lib/i18n/routing";
import { buildPageMetadata } from "@/lib/seo/metadata";
import { collectionPageJsonLd } from "@/lib/seo/schema-org";
import { absoluteUrl } from "@/lib/seo/urls";

type Props = { params: Promise<{ locale: string }> };

export const revalidate = 300;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "blog" });
  return buildPageMetadata({ locale, page: "blog-map", href: "/blog-map", title: t("mapTitle"), description: t("mapDescription") });
}

/** The blog map (SPEC §2 /blog-map): every listed article, grouped by category. */
export default async function BlogMapPage({ params }: Props) {
  const locale = pageLocale((await params).locale);
  const [t, te, posts, categories] = await Promise.all([
    getTranslations({ locale, namespace: "blog" }),
    getTranslations({ locale, namespace: "empty" }),
    getAllPosts(locale),
    getCategories(locale).catch(() => []),
  ]);

  // Categories in the CMS order, then any category only known from its posts.
  const groups = new Map<number, { name: string; slug: string; posts: PostSummary[] }>();
  for (const category of categories) groups.set(category.id, { name: category.name, slug: category.slug, posts: [] });
  for (const post of posts) {
    const group = groups.get(post.category.id) ?? { name: post.category.name, slug: post.category.slug, posts: [] };
    group.posts.push(post);
    groups.set(post.category.id, group);
  }
  const filled = [...groups.entries()].filter(([, group]) => group.posts.length > 0);
  const articleUrl = (slug: string) => absoluteUrl(env.SITE_URL, getPathname({ locale, href: { pathname: "/[slug]", params: { slug } } }));

  return (
    <>
      <Breadcrumb locale={locale} title={t("mapTitle")} path={[{ name: t("title"), link: getPathname({ locale, href: "/blog" }) }]} />
      <div className="container-page py-10 md:py-14">
        <p className="mb-10 max-w-3xl text-lg text-muted">{t("mapIntro")}</p>
        {filled.length === 0 ? (
          <EmptyState headingLevel={2} message={te("noData")} hint={te("noDataHint")} />
        ) : (
          <>
            <nav aria-label={t("categories")} className="mb-10">
              <ul className="flex flex-wrap gap-2">
                {filled.map(([id, group]) => (
                  <li key={id}>
                    <a
                      href={`#category-${id}`}
                      className="inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 font-medium text-brand-700 hover:border-brand-600 hover:bg-brand-50"
                    >
                      {group.name}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="grid gap-10 md:grid-cols-2">
              {filled.map(([id, group]) => (
                <section key={id} id={`category-${id}`} aria-labelledby={`category-${id}-title`} className="scroll-mt-24">
                  <h2 id={`category-${id}-title`} className="mb-4 flex flex-wrap items-baseline justify-between gap-2 border-b border-line pb-2 text-xl font-bold text-brand-800">
                    <Link href={{ pathname: "/categories/[slug]", params: { slug: group.slug } }} className="underline-offset-4 hover:underline">
                      {group.name}
                    </Link>
                    <span className="text-sm font-normal text-muted">{t("postsCount", { count: group.posts.length })}</span>
                  </h2>
                  <ul className="flex flex-col gap-3">
                    {group.posts.map((post) => (
                      <li key={post.id} className="flex flex-col">
                        <PostTitleLink post={post} locale={locale} />
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          </>
        )}
      </div>
      <CrawlerJsonLd
        data={collectionPageJsonLd({
          name: t("mapTitle"),
          url: absoluteUrl(env.SITE_URL, getPathname({ locale, href: "/blog-map" })),
          description: t("mapDescription"),
          inLanguage: locale,
          items: posts.map((post) => ({ name: post.title, url: articleUrl(post.slug) })),
        })}
      />
    </>
  );
}
