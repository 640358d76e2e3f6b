import { headers } from "next/headers";
import { notFound } from "next/navigation";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NotFoundResponse } from "@/components/layout/not-found-response";
import OutageView from "@/components/layout/outage-view";
import { OUTAGE_HEADER, UNMATCHED_PATH_HEADER } from "@/lib/proxy/status-headers";
import { sanitizeReturnPath } from "@/lib/navigation/return-path";
import { isLocale, localeOrDefault } from "@/lib/i18n/routing";

type Props = { params: Promise<{ locale: string }> };

/**
 * Any path no other route matches. When the proxy found no route for it either, it has already set
 * the 404 status, so the localized 404 is rendered here, in the server HTML. Otherwise (a route of
 * the table whose page does not exist) only notFound() can set the status. Either way the answer
 * is a 404, so Next titles it from this group's not-found.tsx metadata, not from a page export.
 * The proxy also rewrites here, with a 503, a page it cannot serve while the backend is down
 * (lib/proxy/status-headers.ts).
 */
export default async function CatchAll({ params }: Props) {
  const { locale } = await params;
  if (isLocale(locale)) setRequestLocale(locale);
  const requestHeaders = await headers();
  const outage = requestHeaders.get(OUTAGE_HEADER);
  if (outage !== null) return <OutageView path={sanitizeReturnPath(outage)} />;
  if (requestHeaders.get(UNMATCHED_PATH_HEADER) !== "1") notFound();
  return <NotFoundResponse />;
}

/** The outage answer's title; other paths here are 404s, titled by the group's not-found.tsx. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  if ((await headers()).get(OUTAGE_HEADER) === null) return {};
  const { locale } = await params;
  const t = await getTranslations({ locale: localeOrDefault(locale), namespace: "errors" });
  return { title: t("unavailableTitle"), robots: { index: false, follow: false } };
}
