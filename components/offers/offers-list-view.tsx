import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { CollectionJsonLd } from "@/components/seo/collection-json-ld";
import { getOfferCategories, getOffers } from "@/lib/api/offers";
import { env } from "@/lib/env";
import { getPathname } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";
import { isDefaultOfferQuery, offerQueryString, searchParamsFromOfferQuery, type OfferListQuery } from "@/lib/offers/query";
import { toOfferCard } from "@/lib/offers/types";
import { buildPageMetadata } from "@/lib/seo/metadata";
import { OfferListIsland } from "./offer-list-island";
import { OffersEmptyState } from "./offers-empty-state";

function listHref(query: OfferListQuery) {
  const params = Object.fromEntries(searchParamsFromOfferQuery(query));
  return Object.keys(params).length > 0 ? { pathname: "/offers" as const, query: params } : { pathname: "/offers" as const };
}

export async function offersListMetadata(locale: Locale, query: OfferListQuery): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "offers" });
  return buildPageMetadata({
    locale,
    page: isDefaultOfferQuery(query) ? "offers" : undefined,
    href: listHref(query),
    title: t("title"),
    description: t("metaDescription"),
    // A free-text search is not a page of its own for search engines.
    noindex: query.search !== "",
  });
}

/**
 * The offers list for one URL query, rendered on the server (a shared or crawled link shows the
 * same offers); the filters and "load more" then run in the browser (components/offers/offer-list.tsx).
 */
export async function OffersListView({ locale, query }: { locale: Locale; query: OfferListQuery }) {
  const [t, messages, page, categories] = await Promise.all([
    getTranslations({ locale, namespace: "offers" }),
    getMessages({ locale }),
    getOffers(locale, query),
    getOfferCategories(locale),
  ]);
  const listPath = getPathname({ locale, href: "/offers" });
  const listProps = {
    query,
    page: { ...page, offers: page.offers.map(toOfferCard) },
    // Categories without a current offer here would only lead to an empty list.
    categories: categories
      .filter((category) => category.offersCount > 0 || query.categoryIds.includes(category.id))
      .map(({ id, name }) => ({ id, name })),
    listPath,
    nextHref: page.page < page.lastPage ? `${listPath}${offerQueryString({ ...query, page: page.page + 1 })}` : null,
    empty: page.offers.length === 0 ? <OffersEmptyState listPath={listPath} /> : undefined,
  };
  return (
    <>
      <Breadcrumb locale={locale} title={t("title")} />
      <div className="container-page flex flex-col gap-8 py-8 md:py-10">
        <p className="max-w-3xl text-lg text-muted">{t("intro")}</p>
        {/* Only what the list's client code reads goes to the browser. */}
        <NextIntlClientProvider
          messages={{
            offers: { list: messages.offers.list, card: messages.offers.card, price: messages.offers.price },
            empty: { noResults: messages.empty.noResults },
            content: { readMore: messages.content.readMore },
          }}
        >
          <OfferListIsland {...listProps} />
        </NextIntlClientProvider>
      </div>
      <CollectionJsonLd
        locale={locale}
        siteUrl={env.SITE_URL}
        name={t("title")}
        path={getPathname({ locale, href: listHref(query) })}
        description={t("metaDescription")}
        detailPath="/offer/[slug]"
        items={listProps.page.offers}
      />
    </>
  );
}
