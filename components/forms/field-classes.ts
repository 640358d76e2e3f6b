/** One look for every input of the site; the red border pairs with the error text, never alone. */
export const inputClasses = (invalid: boolean, extra = "") =>
  [
    "mt-1 block min-h-12 w-full rounded-xl border bg-white px-4 text-base text-ink shadow-sm placeholder:text-muted",
    "focus-visible:border-brand-600 focus-visible:outline-offset-0 disabled:bg-surface",
    invalid ? "border-error" : "border-line-strong",
    extra,
  ]
    .filter(Boolean)
    .join(" ");

export const labelClasses = "block font-semibold text-ink";
export const hintClasses = "text-sm text-muted";
export const errorClasses = "mt-1 text-sm font-medium text-error";
