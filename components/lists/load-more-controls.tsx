import { useLocale, useTranslations } from "next-intl";
import type { MouseEvent } from "react";
import { buttonClasses } from "@/components/ui/button";
import { SoftLink } from "@/lib/navigation/soft-link";
import type { LocalizedHref } from "@/lib/i18n/localized-path";
import { readablePathname } from "@/lib/i18n/readable-path";
import type { AppPathname, Locale } from "@/lib/i18n/routing";

/**
 * What makes a link the "load more" button under a list: the next page's link (`rel`), which in the
 * server's markup hands the list to its interactive version (`data-intent`), marked busy while the
 * next page loads.
 */
export const loadMoreLinkProps = (busy: boolean) =>
  ({ rel: "next", "data-intent": "more", "aria-disabled": busy || undefined, className: buttonClasses("secondary", "lg", "min-w-48") }) as const;

/**
 * Below a list: the error of a failed "load more", and the button, a real `?page=N` link so it
 * works without JavaScript (`href` null: no next page). In the server's markup (no `onClick`) a
 * plain click on it hands the list to its interactive version (ActivateOnIntent).
 */
export function LoadMoreControls({
  href,
  failed,
  busy,
  onClick,
}: {
  href: AppPathname | LocalizedHref | null;
  failed: boolean;
  busy: boolean;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const t = useTranslations("lists");
  const locale = useLocale() as Locale;
  return (
    <>
      {failed && (
        <p role="alert" className="rounded-lg bg-error-50 px-4 py-3 text-error">
          {t("loadError")}
        </p>
      )}
      {href !== null && (
        <div className="flex justify-center">
          {/* Next's own link with the path written here (readable-path.ts): next-intl's would bring
              its router into the first load of every list page. */}
          <SoftLink href={readablePathname({ locale, href })} onClick={onClick} {...loadMoreLinkProps(busy)}>
            {busy ? t("loading") : t("loadMore")}
          </SoftLink>
        </div>
      )}
    </>
  );
}
