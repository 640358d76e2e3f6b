import { getLocale, getTranslations } from "next-intl/server";
import { StatusView } from "@/components/layout/status-view";
import { buttonClasses } from "@/components/ui/button";
import { HomeIcon } from "@/components/ui/icons";
import { homePath, type Locale } from "@/lib/i18n/routing";

/** "This address is not valid" (400): the proxy's answer to an address it cannot read. */
export default async function BadRequestView() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations({ locale, namespace: "errors" });
  return (
    <StatusView
      code={400}
      codeLabel={t("statusCode", { status: 400 })}
      title={t("badRequestTitle")}
      text={t("badRequestText")}
      actions={
        <a href={homePath(locale)} className={buttonClasses("primary", "lg")}>
          <HomeIcon size={20} />
          {t("backHome")}
        </a>
      }
    />
  );
}
