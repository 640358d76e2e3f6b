"use client";

import { useLocale, useTranslations } from "next-intl";
import { useParams, useSearchParams } from "next/navigation";
import { Suspense } from "react";
import { Link, usePathname } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { useAlternateSlugs } from "@/stores/alternate-slugs";
import { GlobeIcon } from "@/components/ui/icons";
import { alternateParams } from "./language-href";

type Props = { className?: string };

function SwitchLink({ className, query }: Props & { query: Record<string, string> | null }) {
  const locale = useLocale() as Locale;
  const target: Locale = locale === "ar" ? "en" : "ar";
  const t = useTranslations("language");
  const pathname = usePathname();
  const params = useParams() as Record<string, string | string[]>;
  const alternate = useAlternateSlugs((state) => state.slugs);

  const href = {
    pathname,
    params: alternateParams(params, target, alternate),
    ...(query ? { query } : {}),
  };

  return (
    <Link
      // The route comes from the current URL, so its type is only known at run time.
      href={href as unknown as Parameters<typeof Link>[0]["href"]}
      locale={target}
      lang={target}
      hrefLang={target}
      prefetch={false}
      className={className}
    >
      <GlobeIcon size={18} />
      <span>{t(target)}</span>
    </Link>
  );
}

function SwitchLinkWithQuery({ className }: Props) {
  const searchParams = useSearchParams();
  const query = searchParams.size > 0 ? Object.fromEntries(searchParams.entries()) : null;
  return <SwitchLink className={className} query={query} />;
}

/**
 * Links to the current page in the other language: same route, params and query, and on detail
 * pages the other language's slug (see <PublishAlternateSlugs />). next-intl's Link sets the
 * NEXT_LOCALE cookie when it switches the locale.
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
