import type { NewsletterLabels } from "./newsletter-form-client";

/**
 * The newsletter form as the server renders it, with no code of its own in the browser: the same
 * fields and look as newsletter-form-client.tsx, which newsletter-form-island.tsx puts in its place
 * (with what was typed) when the visitor focuses a field.
 */
export function NewsletterFormMarkup({ idPrefix, labels }: { idPrefix: string; labels: NewsletterLabels }) {
  return (
    <form noValidate method="post" className="space-y-3">
      <div>
        <label htmlFor={`${idPrefix}-email`} className="sr-only">
          {labels.email}
        </label>
        <input
          id={`${idPrefix}-email`}
          type="email"
          name="email"
          dir="ltr"
          autoComplete="email"
          placeholder={labels.email}
          className="block min-h-12 w-full rounded-xl border border-line-strong bg-white px-4 text-base text-ink placeholder:text-muted"
        />
      </div>
      <div>
        <label htmlFor={`${idPrefix}-consent`} className="flex min-h-11 cursor-pointer items-start gap-3 py-1 text-sm text-ink">
          <input id={`${idPrefix}-consent`} type="checkbox" name="consent" value="yes" className="mt-0.5 size-5 shrink-0 accent-brand-600" />
          <span>{labels.consent}</span>
        </label>
      </div>
      <button type="submit" className="btn btn-primary btn-lg w-full disabled:opacity-80 sm:w-auto">
        {labels.submit}
      </button>
      <p role="status" aria-live="polite" className="sr-only" />
    </form>
  );
}
