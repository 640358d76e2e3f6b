import { getLocale, getTranslations } from "next-intl/server";
import { SiteChrome } from "@/components/layout/site-chrome";
import { StatusView } from "@/components/layout/status-view";
import { buttonClasses } from "@/components/ui/button";
import { HomeIcon } from "@/components/ui/icons";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";

/** 404 inside the site layout, in the visitor's language (SPEC §2, §8). */
export default async function NotFound() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations({ locale, namespace: "errors" });
  return (
    <SiteChrome locale={locale}>
      <StatusView
        code={404}
        codeLabel={t("statusCode", { status: 404 })}
        title={t("notFoundTitle")}
        text={t("notFoundText")}
        actions={
          <Link href="/" className={buttonClasses("primary", "lg")}>
            <HomeIcon size={20} />
            {t("backHome")}
          </Link>
        }
      />
    </SiteChrome>
  );
}
