import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { orNotFoundMetadata, orNotFoundView } from "@/components/layout/not-found-response";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import type { BreadcrumbItem } from "@/components/layout/breadcrumb-path";
import { PublishAlternateSlugs } from "@/components/layout/publish-alternate-slugs";
import { EmptyState } from "@/components/lists/empty-state";
import { CollectionJsonLd } from "@/components/seo/collection-json-ld";
import {
  findBySlug,
  getCategories,
  getPostCardPage,
  getTags,
  getWeekPosts,
  type Category,
} from "@/lib/api/posts";
import type { PostScope } from "@/lib/blog/paging";
import { FIRST_PAGE, parsePageParam } from "@/lib/content/paging";
import { env } from "@/lib/env";
import { pageLocale } from "@/lib/i18n/page-locale";
import { safeDecode } from "@/lib/safe-decode";
import { getPathname, permanentRedirect } from "@/lib/i18n/paths";
import { type Locale } from "@/lib/i18n/routing";
import { buildPageMetadata } from "@/lib/seo/metadata";
import { BlogMessagesProvider } from "./blog-messages-provider";
import { BlogSidebar } from "./blog-sidebar";
import { PostListIsland } from "./post-list-island";
import { pagedHref, PostPagination, type BlogListHref } from "./post-pagination";

/**
 * The post lists: the blog, a category, a tag and the secret page (hidden posts). Page 1 is the
 * static route; `?page=N` is rewritten by next.config.ts to the list's `page/[page]` ISR route.
 */
export type BlogListKind = "blog" | "secret" | "category" | "tag";
export type BlogListParams = Promise<{ locale: string; page?: string; slug?: string }>;

type Resolved = {
  locale: Locale;
  page: number;
  scope: PostScope;
  base: BlogListHref;
  /** The category or tag, for those lists. */
  term: Category | null;
};

function logged<T>(what: string) {
  return (error: unknown): T | null => {
    console.error(`[blog] ${what} failed:`, error instanceof Error ? error.message : error);
    return null;
  };
}

async function resolve(kind: BlogListKind, params: BlogListParams): Promise<Resolved> {
  const { locale: requested, page: rawPage, slug } = await params;
  const locale = pageLocale(requested);
  const page = rawPage === undefined ? FIRST_PAGE : parsePageParam(rawPage);
  if (page === null) notFound();

  if (kind === "blog") return { locale, page, scope: { kind: "all" }, base: { pathname: "/blog" }, term: null };
  if (kind === "secret") return { locale, page, scope: { kind: "hidden" }, base: { pathname: "/secretPage" }, term: null };

  const terms = kind === "category" ? await getCategories(locale) : await getTags(locale);
  const term = findBySlug(terms, slug ?? "");
  if (!term) notFound();
  const pathname = kind === "category" ? ("/categories/[slug]" as const) : ("/tags/[slug]" as const);
  const base: BlogListHref = { pathname, params: { slug: term.slug } };
  // Reached through the other language's slug: one URL per language.
  if (safeDecode(slug ?? "") !== term.slug) permanentRedirect({ href: pagedHref(base, page), locale });
  return { locale, page, scope: kind === "category" ? { kind: "category", id: term.id } : { kind: "tag", id: term.id }, base, term };
}

async function texts(kind: BlogListKind, locale: Locale, term: Category | null) {
  const t = await getTranslations({ locale, namespace: "blog" });
  switch (kind) {
    case "secret":
      return { title: t("secretTitle"), description: t("secretDescription"), seoPage: "secretPage" };
    case "category":
      return { title: t("categoryTitle", { name: term?.name ?? "" }), description: t("categoryDescription", { name: term?.name ?? "" }), seoPage: "categories" };
    case "tag":
      return { title: t("tagTitle", { name: term?.name ?? "" }), description: t("tagDescription", { name: term?.name ?? "" }), seoPage: "tags" };
    default:
      return { title: t("title"), description: t("description"), seoPage: "blog" };
  }
}

function alternateBases(kind: BlogListKind, term: Category | null): { ar: BlogListHref; en: BlogListHref } | null {
  if (!term) return null;
  const pathname = kind === "category" ? ("/categories/[slug]" as const) : ("/tags/[slug]" as const);
  return { ar: { pathname, params: { slug: term.slugs.ar } }, en: { pathname, params: { slug: term.slugs.en } } };
}

export function blogListMetadata(kind: BlogListKind, params: BlogListParams): Promise<Metadata> {
  return orNotFoundMetadata(params, () => buildBlogListMetadata(kind, params));
}

async function buildBlogListMetadata(kind: BlogListKind, params: BlogListParams): Promise<Metadata> {
  const { locale, page, base, term } = await resolve(kind, params);
  const tb = await getTranslations({ locale, namespace: "blog" });
  const { title, description, seoPage } = await texts(kind, locale, term);
  const alternates = alternateBases(kind, term);
  return buildPageMetadata({
    locale,
    // Only the first page of the blog and the secret page take the CMS entry; other lists have their own titles.
    page: page === FIRST_PAGE ? seoPage : undefined,
    preferGiven: kind === "category" || kind === "tag",
    href: alternates
      ? { ar: pagedHref(alternates.ar, page), en: pagedHref(alternates.en, page) }
      : pagedHref(base, page),
    title: page === FIRST_PAGE ? title : tb("paged", { title, page }),
    description,
    noindex: kind === "secret",
  });
}

export function BlogListPage({ kind, params }: { kind: BlogListKind; params: BlogListParams }) {
  return orNotFoundView(params, () => renderBlogList(kind, params));
}

async function renderBlogList(kind: BlogListKind, params: BlogListParams) {
  const { locale, page, scope, base, term } = await resolve(kind, params);
  setRequestLocale(locale);
  const [tb, te] = await Promise.all([getTranslations({ locale, namespace: "blog" }), getTranslations({ locale, namespace: "empty" })]);
  const { title, description } = await texts(kind, locale, term);

  // The list itself: a failure throws, so Next keeps the last good page (ISR) instead of caching an error.
  const [data, categories, weekPosts] = await Promise.all([
    getPostCardPage(locale, scope, page),
    kind === "secret" ? null : getCategories(locale).catch(logged<Category[]>("categories")),
    kind === "secret" ? null : getWeekPosts(locale).catch(logged<Awaited<ReturnType<typeof getWeekPosts>>>("week posts")),
  ]);
  if (page > FIRST_PAGE && page > data.page.last) notFound();

  const blogLink = getPathname({ locale, href: "/blog" });
  const listLink = getPathname({ locale, href: base });
  const trail: BreadcrumbItem[] = [
    ...(kind === "blog" ? [] : [{ name: tb("title"), link: blogLink }]),
    ...(page > FIRST_PAGE ? [{ name: title, link: listLink }] : []),
  ];

  return (
    <>
      <Breadcrumb locale={locale} title={page === FIRST_PAGE ? title : tb("paged", { title, page })} path={trail} />
      <div className="container-page py-10 md:py-14">
        {kind === "secret" ? (
          <p className="mb-8 max-w-3xl rounded-[var(--radius-card)] bg-brand-50 px-5 py-4 text-brand-900">{tb("secretNotice")}</p>
        ) : (
          <p className="mb-8 max-w-3xl text-lg text-muted">{description}</p>
        )}
        <div className={kind === "secret" ? "" : "grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]"}>
          <div className="flex min-w-0 flex-col gap-10">
            <BlogMessagesProvider>
              <PostListIsland
                scope={scope}
                initial={data}
                baseHref={base}
                empty={data.items.length === 0 ? <EmptyState message={te("noData")} hint={te("noDataHint")} /> : undefined}
              />
            </BlogMessagesProvider>
            <PostPagination base={base} current={data.page.current} last={data.page.last} />
          </div>
          {kind !== "secret" && (
            <BlogSidebar locale={locale} categories={categories} weekPosts={weekPosts} current={kind === "category" ? term?.id : kind === "blog" ? "all" : undefined} />
          )}
        </div>
      </div>
      {term && <PublishAlternateSlugs ar={term.slugs.ar} en={term.slugs.en} />}
      {kind !== "secret" && (
        <CollectionJsonLd
          locale={locale}
          siteUrl={env.SITE_URL}
          name={title}
          path={getPathname({ locale, href: pagedHref(base, page) })}
          description={description}
          detailPath="/[slug]"
          items={data.items}
        />
      )}
    </>
  );
}
