import { getTranslations } from "next-intl/server";
import { buttonClasses } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { PROFILE_SECTIONS } from "./profile-sections";

/**
 * What a new patient can do now, on the profile a sign-up lands on (`?welcome=1`): drawn by the
 * server with the account's name, so it costs no page any script.
 */
export async function WelcomeCard({ locale, name }: { locale: Locale; name: string }) {
  const t = await getTranslations({ locale, namespace: "auth" });
  return (
    <section
      aria-labelledby="welcome-title"
      className="mt-6 flex flex-col gap-3 rounded-[var(--radius-card)] border border-success bg-success-50 p-5"
      data-testid="welcome-notice"
    >
      <h2 id="welcome-title" className="text-xl font-bold text-ink">
        {name ? t("welcomeTitle", { name }) : t("welcomeTitleNoName")}
      </h2>
      <p className="text-ink">{t("welcomeBody")}</p>
      <div className="flex flex-wrap gap-3">
        <Link href="/doctors" className={buttonClasses("primary", "sm")}>
          {t("welcomeBook")}
        </Link>
        <a href={`#${PROFILE_SECTIONS.personal}`} className={buttonClasses("secondary", "sm")}>
          {t("welcomeProfile")}
        </a>
      </div>
    </section>
  );
}
