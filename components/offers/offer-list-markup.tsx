import { useTranslations } from "next-intl";
import { EmptyState } from "@/components/lists/empty-state";
import { buttonClasses } from "@/components/ui/button";
import { OFFER_SORT_NAMES, OFFER_SORTS, offerQueryString, sortParam, type OfferListQuery } from "@/lib/offers/query";
import type { OfferCardPage } from "@/lib/offers/types";
import { OfferCard } from "./offer-card";
import { OFFER_FILTER_IDS } from "./offer-filter-ids";

type CategoryOption = { id: number; name: string };

/**
 * The offers list as the server renders it, with no code of its own in the browser: one GET form
 * (search, categories, sort) that works without JavaScript, the cards, and a "load more" link.
 * offer-list-island.tsx hands it to the interactive list (offer-list.tsx) when the visitor
 * searches, changes a filter or loads more. Same markup and ids as the interactive list.
 */
export function OfferListMarkup({
  query,
  page,
  categories,
  listPath,
}: {
  query: OfferListQuery;
  page: OfferCardPage;
  categories: CategoryOption[];
  listPath: string;
}) {
  const t = useTranslations("offers.list");
  const tEmpty = useTranslations("empty");
  const sort = sortParam(query.sort) ?? "";
  const nextHref = page.page < page.lastPage ? `${listPath}${offerQueryString({ ...query, page: page.page + 1 })}` : null;

  return (
    <>
      <div className="flex flex-col gap-6 rounded-[var(--radius-card)] border border-line bg-surface p-5 md:p-6">
        <form id={OFFER_FILTER_IDS.form} role="search" action={listPath} className="flex flex-col gap-2">
          <label htmlFor={OFFER_FILTER_IDS.search} className="font-semibold text-ink">
            {t("searchLabel")}
          </label>
          <div className="flex gap-2">
            <input
              id={OFFER_FILTER_IDS.search}
              type="search"
              name="search"
              defaultValue={query.search}
              placeholder={t("searchPlaceholder")}
              autoComplete="off"
              maxLength={100}
              className="min-h-11 w-full min-w-0 flex-1 rounded-lg border border-line-strong bg-white px-4 text-ink placeholder:text-muted"
            />
            <button id={OFFER_FILTER_IDS.submit} type="submit" className={buttonClasses("primary", "md")}>
              {t("search")}
            </button>
          </div>
        </form>

        <div className="flex flex-col gap-6 md:flex-row md:items-start md:justify-between">
          {categories.length > 0 && (
            <fieldset className="flex flex-col gap-3">
              <legend className="mb-3 font-semibold text-ink">{t("categories")}</legend>
              <div className="flex flex-wrap gap-2">
                {categories.map((item) => {
                  const checked = query.categoryIds.includes(item.id);
                  return (
                    <label
                      key={item.id}
                      className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm font-medium has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600 ${
                        checked ? "border-brand-600 bg-brand-600 text-white" : "border-line-strong bg-white text-ink hover:bg-brand-50"
                      }`}
                    >
                      <input
                        id={OFFER_FILTER_IDS.category(item.id)}
                        type="checkbox"
                        name="category"
                        value={item.id}
                        defaultChecked={checked}
                        form={OFFER_FILTER_IDS.form}
                        data-intent="change"
                        className="size-4 accent-brand-700"
                      />
                      {item.name}
                    </label>
                  );
                })}
              </div>
            </fieldset>
          )}
          <div className="flex shrink-0 flex-col gap-2">
            <label htmlFor={OFFER_FILTER_IDS.sort} className="font-semibold text-ink">
              {t("sortLabel")}
            </label>
            <select
              id={OFFER_FILTER_IDS.sort}
              name="sort"
              defaultValue={sort}
              form={OFFER_FILTER_IDS.form}
              data-intent="change"
              className="min-h-11 rounded-lg border border-line-strong bg-white px-3 text-ink"
            >
              <option value="">{t("sorts.default")}</option>
              {OFFER_SORT_NAMES.map((name) => (
                <option key={name} value={sortParam(OFFER_SORTS[name]) ?? ""}>
                  {t(`sorts.${name}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>

      <section aria-labelledby="offer-results-heading" className="flex flex-col gap-6">
        <h2 id="offer-results-heading" className="sr-only">
          {t("resultsHeading")}
        </h2>
        <p role="status" aria-live="polite" aria-atomic="true" className="text-sm font-medium text-muted" data-testid="offer-count">
          {t("showing", { shown: page.offers.length, total: page.total })}
        </p>
        {page.showExpired && page.offers.length > 0 && (
          <p className="rounded-lg bg-warning-50 px-4 py-3 text-ink" data-testid="offers-expired-note">
            {t("expiredNote")}
          </p>
        )}
        {page.offers.length === 0 ? (
          <EmptyState
            message={tEmpty("noResults")}
            action={
              <a href={listPath} className={buttonClasses("secondary", "md", "mt-2")}>
                {t("showAll")}
              </a>
            }
          />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="offer-results">
            {page.offers.map((offer, index) => (
              <li key={offer.id}>
                <OfferCard offer={offer} priority={index === 0 && page.page === 1} />
              </li>
            ))}
          </ul>
        )}
        {nextHref !== null && (
          <div className="flex justify-center">
            <a href={nextHref} rel="next" data-intent="more" className={buttonClasses("secondary", "lg", "min-w-48")}>
              {t("loadMore")}
            </a>
          </div>
        )}
      </section>
    </>
  );
}
