import type { NextRequest } from "next/server";
import { getTranslations } from "next-intl/server";
import { renderNoticePage } from "@/lib/engagement/notice-page";
import { homePath, type Locale } from "@/lib/i18n/routing";

/**
 * The offline page (`/api/offline?lang=ar|en`): the service worker stores both languages when it
 * installs and shows the visitor's one when a page is neither reachable nor in its cache.
 */
export async function GET(request: NextRequest) {
  const locale: Locale = request.nextUrl.searchParams.get("lang") === "en" ? "en" : "ar";
  const t = await getTranslations({ locale, namespace: "pwa" });
  return new Response(
    renderNoticePage({ locale, title: t("offlineTitle"), text: t("offlineText"), homeHref: homePath(locale), homeLabel: t("retry") }),
    { headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache", "x-robots-tag": "noindex" } },
  );
}
