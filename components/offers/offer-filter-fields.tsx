import { useTranslations } from "next-intl";
import { SearchBox } from "@/components/lists/search-box";
import { OFFER_SORT_NAMES, OFFER_SORTS, sortParam } from "@/lib/offers/sorts";
import { OFFER_FILTER_IDS } from "./offer-filter-ids";

type CategoryOption = { id: number; name: string };

/** What the filters show: the search box's text, the ticked categories, the sort (as in the URL). */
export interface OfferFilterValues {
  search: string;
  categoryIds: readonly number[];
  sort: string;
}

/** The interactive list's handlers. */
export interface OfferFilterHandlers {
  onSearchInput: (value: string) => void;
  onSearch: () => void;
  onToggleCategory: (id: number) => void;
  onSort: (value: string) => void;
}

/**
 * The offers filters (search, categories, sort), rendered by the server's markup and by the
 * interactive list. Without `on` they are one native GET form whose changes hand the list over
 * (`data-intent="change"`, ActivateOnIntent); with it, controlled by the list's store.
 */
export function OfferFilterFields({
  categories,
  listPath,
  values,
  on,
}: {
  categories: readonly CategoryOption[];
  listPath: string;
  values: OfferFilterValues;
  on?: OfferFilterHandlers;
}) {
  const t = useTranslations("offers.list");
  // Server: first values, and a change hands over; interactive: the store's values and handlers.
  const handOver = on ? {} : { "data-intent": "change" };

  return (
    <div className="flex flex-col gap-6 rounded-[var(--radius-card)] border border-line bg-surface p-5 md:p-6">
      <SearchBox
        formId={OFFER_FILTER_IDS.form}
        action={listPath}
        ids={{ input: OFFER_FILTER_IDS.search, submit: OFFER_FILTER_IDS.submit }}
        label={t("searchLabel")}
        placeholder={t("searchPlaceholder")}
        submitLabel={t("search")}
        defaultValue={values.search}
        on={on && { value: values.search, onInput: on.onSearchInput, onSearch: on.onSearch }}
      />

      <div className="flex flex-col gap-6 md:flex-row md:items-start md:justify-between">
        {categories.length > 0 && (
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-3 font-semibold text-ink">{t("categories")}</legend>
            <div className="flex flex-wrap gap-2">
              {categories.map((item) => {
                const checked = values.categoryIds.includes(item.id);
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
                      form={OFFER_FILTER_IDS.form}
                      {...(on ? { checked, onChange: () => on.onToggleCategory(item.id) } : { defaultChecked: checked, ...handOver })}
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
            form={OFFER_FILTER_IDS.form}
            {...(on ? { value: values.sort, onChange: (event) => on.onSort(event.target.value) } : { defaultValue: values.sort, ...handOver })}
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
  );
}
