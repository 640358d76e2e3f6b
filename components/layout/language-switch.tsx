"use client";

import { useLocale, useTranslations } from "next-intl";
import NextLink from "next/link";
import { useParams, usePathname, useSearchParams } from "next/navigation";
import { Suspense } from "react";
import { routing, type Locale } from "@/lib/i18n/routing";
import { useAlternateSlugs } from "@/stores/alternate-slugs";
import { GlobeIcon } from "@/components/ui/icons";
import { languageHref } from "./language-href";

type Props = { className?: string };

function SwitchLink({ className, query }: Props & { query: Record<string, string> | null }) {
  const locale = useLocale() as Locale;
  const target: Locale = locale === "ar" ? "en" : "ar";
  const t = useTranslations("language");
  const pathname = usePathname();
  const params = useParams() as Record<string, string | string[]>;
  const alternate = useAlternateSlugs((state) => state.slugs);
  const href = languageHref(pathname, locale, target, params, alternate, query);

  return (
    <NextLink
      href={href}
      lang={target}
      hrefLang={target}
      prefetch={false}
      className={className}
      // The proxy reads the choice at `/`; a client-side navigation never reaches it, so write it here.
      onClick={() => rememberLocale(target)}
    >
      <GlobeIcon size={18} />
      <span>{t(target)}</span>
    </NextLink>
  );
}

function rememberLocale(locale: Locale) {
  const { name, maxAge } = routing.localeCookie as { name: string; maxAge: number };
  document.cookie = `${name}=${locale}; path=/; max-age=${maxAge}; samesite=lax`;
}

function SwitchLinkWithQuery({ className }: Props) {
  const searchParams = useSearchParams();
  const query = searchParams.size > 0 ? Object.fromEntries(searchParams.entries()) : null;
  return <SwitchLink className={className} query={query} />;
}

/**
 * Links to the current page in the other language: same route, params and query, and on detail
 * pages the other language's slug (see <PublishAlternateSlugs />). The link is computed here, not by
 * next-intl's Link, so that the HTML `next build` prerenders links the right page (language-href.ts).
 *
 * Reading the query string opts a subtree out of static rendering, so it sits in a Suspense
 * boundary whose fallback (rendered into the static HTML) links without the query.
 */
export function LanguageSwitch({ className }: Props) {
  return (
    <Suspense fallback={<SwitchLink className={className} query={null} />}>
      <SwitchLinkWithQuery className={className} />
    </Suspense>
  );
}
