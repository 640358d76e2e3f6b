import { useLocale } from "next-intl";
import { SoftLink, type SoftLinkProps } from "@/lib/navigation/soft-link";
import { localizedPath, type LocalizedHref } from "@/lib/i18n/localized-path";
import type { AppPathname, Locale } from "@/lib/i18n/routing";

/**
 * The site's `Link`: a route by its pathname (and params, query, hash) written in the page's language, as
 * a plain anchor that navigates on the client (soft-link.tsx). Usable in server components too,
 * where it is markup and nothing of it reaches the payload but the anchor; next-intl's Link, which
 * it replaces, brought its router and `next/link` into the first load of every page that showed one.
 */
export function SmartLink({ href, ...props }: Omit<SoftLinkProps, "href"> & { href: AppPathname | (LocalizedHref & { hash?: string }) }) {
  const locale = useLocale() as Locale;
  const hash = typeof href === "string" || !href.hash ? "" : `#${href.hash}`;
  return <SoftLink href={localizedPath(locale, href) + hash} {...props} />;
}
