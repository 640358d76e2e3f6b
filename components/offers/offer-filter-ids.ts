/**
 * Ids of the offers filters, the same in the server's markup and in the interactive list, so the
 * focus stays on the control the visitor used when one replaces the other.
 */
export const OFFER_FILTER_IDS = {
  form: "offers-filters",
  search: "offers-search",
  submit: "offers-search-submit",
  sort: "offers-sort",
  category: (id: number) => `offers-category-${id}`,
};
