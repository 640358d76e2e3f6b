import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { NotFoundResponse } from "@/components/layout/not-found-response";
import { UNMATCHED_PATH_HEADER } from "@/lib/proxy/unmatched";
import { isLocale } from "@/lib/i18n/routing";

type Props = { params: Promise<{ locale: string }> };

/**
 * Any path no other route matches. When the proxy found no route for it either, it has already set
 * the 404 status, so the localized 404 is rendered here, in the server HTML. Otherwise (a route of
 * the table whose page does not exist) only notFound() can set the status. Either way the answer
 * is a 404, so Next titles it from this group's not-found.tsx metadata, not from a page export.
 */
export default async function CatchAll({ params }: Props) {
  const { locale } = await params;
  if (isLocale(locale)) setRequestLocale(locale);
  if ((await headers()).get(UNMATCHED_PATH_HEADER) !== "1") notFound();
  return <NotFoundResponse />;
}
