import type { NextRequest } from "next/server";
import { getTranslations } from "next-intl/server";
import { apiGetUncached } from "@/lib/api/client";
import { isNotFoundError } from "@/lib/api/errors";
import { UnsubscribeResponseSchema } from "@/lib/contract/engagement";
import { renderNoticePage } from "@/lib/engagement/notice-page";
import { homePath, type Locale } from "@/lib/i18n/routing";

export const dynamic = "force-dynamic";

const TOKEN = /^[\w-]{16,128}$/;

/**
 * The unsubscribe link of every newsletter email (`?token=…&lang=…`): works without signing in,
 * ends the subscription through the backend with the app token, and says so in the subscriber's
 * language. Repeating it is harmless.
 */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const locale: Locale = params.get("lang") === "en" ? "en" : "ar";
  const token = params.get("token") ?? "";
  const [t, tForms] = await Promise.all([
    getTranslations({ locale, namespace: "newsletter" }),
    getTranslations({ locale, namespace: "forms" }),
  ]);
  const page = (status: number, title: string, text: string) =>
    new Response(renderNoticePage({ locale, title, text, homeHref: homePath(locale), homeLabel: t("backHome") }), {
      status,
      headers: {
        "content-type": "text/html; charset=utf-8",
        "cache-control": "no-store",
        // The token is in this URL: never hand it to another site.
        "referrer-policy": "no-referrer",
        "x-robots-tag": "noindex",
      },
    });

  if (!TOKEN.test(token)) return page(404, t("unsubscribeFailedTitle"), t("unsubscribeFailedText"));
  try {
    const done = await apiGetUncached("/api/newsletter/unsubscribe", { locale, query: { token }, schema: UnsubscribeResponseSchema });
    return page(200, t("unsubscribedTitle"), t("unsubscribedText", { email: done.email }));
  } catch (error) {
    if (isNotFoundError(error)) return page(404, t("unsubscribeFailedTitle"), t("unsubscribeFailedText"));
    console.error("[newsletter] unsubscribe failed:", error instanceof Error ? error.message : error);
    return page(502, t("unsubscribeFailedTitle"), tForms("genericError"));
  }
}
