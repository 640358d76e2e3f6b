import { getLocale, getTranslations } from "next-intl/server";
import { StatusView } from "@/components/layout/status-view";
import { buttonClasses } from "@/components/ui/button";
import { HomeIcon } from "@/components/ui/icons";
import { homePath, type Locale } from "@/lib/i18n/routing";

/**
 * 404 in the visitor's language (SPEC §2, §8). Each route group's not-found.tsx re-exports it, so
 * it renders inside that group's layout (header and footer) and only the message itself rides in
 * every page's payload, not a second copy of the site chrome. Its title comes from the not-found
 * files' metadata (notFoundFileMetadata).
 */
export default async function NotFoundPage() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations({ locale, namespace: "errors" });
  return (
    <StatusView
      code={404}
      codeLabel={t("statusCode", { status: 404 })}
      title={t("notFoundTitle")}
      text={t("notFoundText")}
      actions={
        // A plain anchor that navigates on the client (`data-soft-nav`, components/navigation/soft-links.tsx):
        // this view rides in every page's payload, and a `<Link>` would bring the router's link code
        // into every page's first load.
        <a href={homePath(locale)} className={buttonClasses("primary", "lg")} data-soft-nav="">
          <HomeIcon size={20} />
          {t("backHome")}
        </a>
      }
    />
  );
}
