import { getLocale, getTranslations } from "next-intl/server";
import { StatusView } from "@/components/layout/status-view";
import { buttonClasses } from "@/components/ui/button";
import { HomeIcon } from "@/components/ui/icons";
import { homePath, type Locale } from "@/lib/i18n/routing";

/**
 * "Service temporarily unavailable" (503): the proxy answers with it while the backend is down and
 * the page is not in Next's cache (lib/proxy/outage.ts). Plain links, not client navigations:
 * reloading is the way to try again, and the home page is served from the cache.
 */
export default async function OutageView({ path }: { path: string }) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations({ locale, namespace: "errors" });
  return (
    <StatusView
      code={503}
      codeLabel={t("statusCode", { status: 503 })}
      title={t("unavailableTitle")}
      text={t("unavailableText")}
      actions={
        <>
          <a href={path} className={buttonClasses("primary", "lg")}>
            {t("retryLater")}
          </a>
          <a href={homePath(locale)} className={buttonClasses("secondary", "lg")}>
            <HomeIcon size={20} />
            {t("backHome")}
          </a>
        </>
      }
    />
  );
}
