import { getLocale, getTranslations } from "next-intl/server";
import { StatusView } from "@/components/layout/status-view";
import { buttonClasses } from "@/components/ui/button";
import { HomeIcon } from "@/components/ui/icons";
import { getSiteSettings } from "@/lib/api/settings";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";

/**
 * 404 in the visitor's language (SPEC §2, §8). Each route group's not-found.tsx re-exports it, so
 * it renders inside that group's layout (header and footer) and only the message itself rides in
 * every page's payload, not a second copy of the site chrome.
 */
export default async function NotFoundPage({ titleTag = true }: { titleTag?: boolean }) {
  const locale = (await getLocale()) as Locale;
  const [t, settings] = await Promise.all([getTranslations({ locale, namespace: "errors" }), getSiteSettings(locale)]);
  return (
    <>
      {/* not-found files take no metadata; React hoists this title into <head>, so the tab says what happened.
          Pages that render this view themselves set the same title in their metadata instead. */}
      {titleTag && <title>{`${t("notFoundTitle")} | ${settings.siteName}`}</title>}
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
    </>
  );
}
