import { getTranslations } from "next-intl/server";
import { buttonClasses } from "@/components/ui/button";
import type { LandingPage } from "@/lib/contract/engagement";
import { slugIn } from "@/lib/api/slugs";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";

/** landing-page/{slug}/thankyou-page: the request is in, someone will call. */
export async function LandingThanks({ locale, page }: { locale: Locale; page: LandingPage }) {
  const t = await getTranslations({ locale, namespace: "landing" });
  const slug = slugIn(page, locale);
  return (
    <div className="container-page max-w-2xl py-14 text-center md:py-20">
      <div className="rounded-[var(--radius-card)] bg-white p-8 shadow-[var(--shadow-card)]">
        <h1 className="text-2xl font-bold text-brand-800 md:text-3xl">{t("thanksTitle")}</h1>
        <p className="mt-3 text-lg text-ink">{t("thanksText")}</p>
        <p className="mt-1 text-muted">{page.title}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Link href="/" className={buttonClasses("primary", "lg")}>
            {t("home")}
          </Link>
          <Link href={{ pathname: "/landing-page/[[...slug]]", params: { slug: [slug] } }} className={buttonClasses("secondary", "lg")}>
            {t("backToPage")}
          </Link>
        </div>
      </div>
    </div>
  );
}
