import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/routing";
import { NewsletterFormIsland } from "./newsletter-form-island";
import type { NewsletterLabels } from "./newsletter-form-fields";
import { NewsletterFormMarkup } from "./newsletter-form-markup";

/**
 * The newsletter sign-up (SPEC §1): a heading, a line on what subscribers get, and the form. Its
 * words are translated here on the server and handed to the small client form as props; that
 * form's code loads when a field takes the focus (it is in every page's footer).
 */
export async function NewsletterForm({ locale }: { locale: Locale }) {
  const [t, labels] = await Promise.all([getTranslations({ locale, namespace: "newsletter" }), newsletterLabels(locale)]);
  const headingId = "newsletter-footer";
  return (
    <section aria-labelledby={headingId} className="container-page pb-10">
      <div className="grid gap-5 rounded-[var(--radius-card)] bg-white p-6 text-ink shadow-[var(--shadow-card)] md:grid-cols-[2fr_3fr] md:items-start md:p-8">
        <div>
          <h2 id={headingId} className="text-xl font-bold text-brand-800">
            {t("title")}
          </h2>
          <p className="mt-1 text-muted">{t("intro")}</p>
        </div>
        <NewsletterFormIsland locale={locale} labels={labels}>
          <NewsletterFormMarkup idPrefix={`${headingId}-form`} labels={labels} />
        </NewsletterFormIsland>
      </div>
    </section>
  );
}

/** The newsletter form's words in `locale`. */
export async function newsletterLabels(locale: Locale): Promise<NewsletterLabels> {
  const [t, tv, tf] = await Promise.all([
    getTranslations({ locale, namespace: "newsletter" }),
    getTranslations({ locale, namespace: "validation" }),
    getTranslations({ locale, namespace: "forms" }),
  ]);
  const email = t("emailLabel");
  return {
    email,
    consent: t("consentLabel"),
    submit: t("submit"),
    sending: t("sending"),
    emailRequired: tv("required", { field: email }),
    emailInvalid: tv("email", { field: email }),
    consentRequired: t("consentRequired"),
    genericError: tf("genericError"),
  };
}
