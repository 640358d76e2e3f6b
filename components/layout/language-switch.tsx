"use client";

import { useLocale, useTranslations } from "next-intl";
import { useParams, usePathname, useRouter } from "next/navigation";
import { useSyncExternalStore, type MouseEvent } from "react";
import { routing, type Locale } from "@/lib/i18n/routing";
import { useAlternateSlugs } from "@/stores/alternate-slugs";
import { GlobeIcon } from "@/components/ui/icons";
import { languageHref } from "./language-href";

type Props = { className?: string };

function rememberLocale(locale: Locale) {
  const { name, maxAge } = routing.localeCookie as { name: string; maxAge: number };
  document.cookie = `${name}=${locale}; path=/; max-age=${maxAge}; samesite=lax`;
}

function queryOf(search: string): Record<string, string> | null {
  const params = new URLSearchParams(search);
  return params.size > 0 ? Object.fromEntries(params.entries()) : null;
}

// The query is read from `location`, not useSearchParams(): that hook opts static pages out of
// prerendering unless wrapped in Suspense, and a Suspense fallback is a second link that React
// swaps in once the page runs — a click landing on the first one in that moment went nowhere.
const noSubscription = () => () => {};
const browserSearch = () => window.location.search;
const serverSearch = () => "";

/**
 * Links to the current page in the other language: same route, params and query, and on detail
 * pages the other language's slug (see <PublishAlternateSlugs />). The link is computed here, not by
 * next-intl's Link, so that the HTML `next build` prerenders links the right page (language-href.ts).
 *
 * One link from first paint on: the prerendered href has no query; once the page runs it carries the
 * query it was loaded with, and a click reads the query of that moment (filters change it in place).
 */
export function LanguageSwitch({ className }: Props) {
  const locale = useLocale() as Locale;
  const target: Locale = locale === "ar" ? "en" : "ar";
  const t = useTranslations("language");
  const router = useRouter();
  const pathname = usePathname();
  const params = useParams() as Record<string, string | string[]>;
  const alternate = useAlternateSlugs((state) => state.slugs);
  const search = useSyncExternalStore(noSubscription, browserSearch, serverSearch);
  const hrefFor = (query: Record<string, string> | null) =>
    languageHref(pathname, locale, target, params, alternate, query);
  const href = hrefFor(queryOf(search));

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    // The proxy reads the choice at `/`; a client-side navigation never reaches it, so write it here.
    rememberLocale(target);
    if (event.defaultPrevented) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    router.push(hrefFor(queryOf(window.location.search)));
  }

  // A plain anchor that navigates on the client itself: a `<Link>` would bring the router's link
  // code into every page's first load for this one link (never prefetched: SPEC §9).
  return (
    <a href={href} lang={target} hrefLang={target} className={className} onClick={onClick}>
      <GlobeIcon size={18} />
      <span>{t(target)}</span>
    </a>
  );
}
