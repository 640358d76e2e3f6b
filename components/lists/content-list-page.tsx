import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { orNotFoundMetadata, orNotFoundView } from "@/components/layout/not-found-response";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { MessagesSubset } from "@/components/static/messages-subset";
import { getContentPage } from "@/lib/api/content";
import { env } from "@/lib/env";
import { toContentCardItem } from "@/lib/content/card-item";
import { KINDS, type ContentKind } from "@/lib/content/kinds";
import { FIRST_PAGE, parsePageParam } from "@/lib/content/paging";
import { getPathname } from "@/lib/i18n/paths";
import { pageLocale } from "@/lib/i18n/page-locale";
import { type Locale } from "@/lib/i18n/routing";
import { CollectionJsonLd } from "@/components/seo/collection-json-ld";
import { buildPageMetadata } from "@/lib/seo/metadata";
import { ContentListIsland } from "./content-list-island";
import { CONTENT_LIST_MESSAGES } from "./content-list-messages";
import { EmptyState } from "./empty-state";

/**
 * Pages of a content list. Page 1 is the static list route; `?page=N` (N ≥ 2) is rewritten by
 * the proxy (lib/navigation/rendered-routes.ts) to the list's `page/[page]` route, an ISR route
 * of its own, so every page is cached HTML and the first page stays static.
 */

export type ListParams = Promise<{ locale: string; page?: string }>;

async function resolve(params: ListParams): Promise<{ locale: Locale; page: number }> {
  const { locale: requested, page: raw } = await params;
  const locale = pageLocale(requested);
  const page = raw === undefined ? FIRST_PAGE : parsePageParam(raw);
  if (page === null) notFound();
  return { locale, page };
}

function listHref(kind: ContentKind, page: number) {
  const pathname = KINDS[kind].listPath;
  return page > FIRST_PAGE ? { pathname, query: { page: String(page) } } : { pathname };
}

export function contentListMetadata(kind: ContentKind, params: ListParams): Promise<Metadata> {
  return orNotFoundMetadata(params, () => buildListMetadata(kind, params));
}

async function buildListMetadata(kind: ContentKind, params: ListParams): Promise<Metadata> {
  const { locale, page } = await resolve(params);
  const t = await getTranslations({ locale, namespace: "content.kinds" });
  const tl = await getTranslations({ locale, namespace: "lists" });
  const metadata = await buildPageMetadata({
    locale,
    page: page === FIRST_PAGE ? KINDS[kind].seoPage : undefined,
    href: listHref(kind, page),
    title: page === FIRST_PAGE ? t(`${kind}.title`) : `${t(`${kind}.title`)} – ${tl("page", { page })}`,
    description: t(`${kind}.description`),
  });
  return metadata;
}

export function ContentListPage({ kind, params }: { kind: ContentKind; params: ListParams }) {
  return orNotFoundView(params, () => renderList(kind, params));
}

async function renderList(kind: ContentKind, params: ListParams) {
  const { locale, page } = await resolve(params);
  setRequestLocale(locale);
  const [t, tl, tc, te] = await Promise.all([
    getTranslations({ locale, namespace: "content.kinds" }),
    getTranslations({ locale, namespace: "lists" }),
    getTranslations({ locale, namespace: "clinics" }),
    getTranslations({ locale, namespace: "empty" }),
  ]);
  // A failure throws: Next keeps the last good page (ISR) instead of caching an error.
  const data = await getContentPage(kind, locale, page);
  if (page > FIRST_PAGE && page > data.page.last) notFound();

  const title = t(`${kind}.title`);
  const listLink = getPathname({ locale, href: KINDS[kind].listPath });
  const cards = data.items.map(toContentCardItem);
  // Given to the kinds searched by name alone: the list's markup shows its search form for them.
  const searchLabel = !KINDS[kind].searchable ? undefined : kind === "clinics" ? tc("searchLabel") : tc("oncologySearchLabel");

  return (
    <>
      <Breadcrumb
        locale={locale}
        title={page === FIRST_PAGE ? title : `${title} – ${tl("page", { page })}`}
        path={page === FIRST_PAGE ? [] : [{ name: title, link: listLink }]}
      />
      <div className="container-page flex flex-col gap-8 py-10 md:py-14">
        <p className="max-w-3xl text-lg text-muted">{t(`${kind}.description`)}</p>
        <MessagesSubset pick={CONTENT_LIST_MESSAGES[kind]}>
          <ContentListIsland
            kind={kind}
            initial={{ ...data, items: cards }}
            searchLabel={searchLabel}
            empty={data.items.length === 0 ? <EmptyState message={te(KINDS[kind].empty)} /> : undefined}
          />
        </MessagesSubset>
      </div>
      <CollectionJsonLd
        locale={locale}
        siteUrl={env.SITE_URL}
        name={title}
        path={getPathname({ locale, href: listHref(kind, page) })}
        description={t(`${kind}.description`)}
        detailPath={KINDS[kind].detailPath}
        items={cards}
      />
    </>
  );
}
