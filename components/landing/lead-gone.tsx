import { getTranslations } from "next-intl/server";
import { homePath, type Locale } from "@/lib/i18n/routing";

/** The campaign form's answer page when its campaign is gone: the way home. */
export async function LeadGone({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "formAnswer" });
  return (
    <div className="space-y-6">
      <p>{t("leadUnknown")}</p>
      <a href={homePath(locale)} className="btn btn-primary btn-lg w-full whitespace-normal text-center sm:w-auto">
        {t("home")}
      </a>
    </div>
  );
}
