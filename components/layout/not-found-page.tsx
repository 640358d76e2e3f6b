import { getLocale, getTranslations } from "next-intl/server";
import { homePath, type Locale } from "@/lib/i18n/routing";
import { NotFoundStatus } from "./kept-frame";

/**
 * 404 in the visitor's language (SPEC §2, §8). Each route group's not-found.tsx re-exports it, so
 * it renders inside that group's layout (header and footer) and only the message itself rides in
 * every page's payload, not a second copy of the site chrome: its texts, the view kept as the
 * server draws it (not-found-view.tsx). Its title comes from the not-found files' metadata
 * (notFoundFileMetadata).
 */
export default async function NotFoundPage() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations({ locale, namespace: "errors" });
  return (
    <NotFoundStatus
      homeHref={homePath(locale)}
      codeLabel={t("statusCode", { status: 404 })}
      title={t("notFoundTitle")}
      text={t("notFoundText")}
      home={t("backHome")}
    />
  );
}
