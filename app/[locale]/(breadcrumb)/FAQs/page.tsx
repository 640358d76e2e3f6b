import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { FaqBrowser, type FaqGroupView } from "@/components/faq/faq-browser";
import { FaqJsonLd } from "@/components/faq/faq-json-ld";
import { EmptyState } from "@/components/lists/empty-state";
import { MessagesSubset } from "@/components/static/messages-subset";
import { buttonClasses } from "@/components/ui/button";
import { getFaqGroups } from "@/lib/api/faqs";
import { env } from "@/lib/env";
import { Link } from "@/lib/i18n/navigation";
import { getPathname } from "@/lib/i18n/paths";
import { pageLocale } from "@/lib/i18n/page-locale";
import { isLocale } from "@/lib/i18n/routing";
import { sanitizeCmsHtml } from "@/lib/sanitize/html";
import { buildPageMetadata } from "@/lib/seo/metadata";
import { absoluteUrl } from "@/lib/seo/urls";

type Props = { params: Promise<{ locale: string }> };

export const revalidate = 300;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "faq" });
  return buildPageMetadata({ locale, page: "FAQs", href: "/FAQs", title: t("title"), description: t("description") });
}

/** FAQ (SPEC §2 /FAQs): grouped, searchable, expandable; FAQPage JSON-LD; "no FAQs" when empty. */
export default async function FaqPage({ params }: Props) {
  const locale = pageLocale((await params).locale);
  const [t, tEmpty, groups] = await Promise.all([
    getTranslations({ locale, namespace: "faq" }),
    getTranslations({ locale, namespace: "empty" }),
    getFaqGroups(locale),
  ]);
  const siteOrigin = env.SITE_URL;
  const views: FaqGroupView[] = groups.map((group) => ({
    name: group.name,
    faqs: group.faqs.map((faq) => {
      const answerHtml = sanitizeCmsHtml(faq.answer, { siteOrigin });
      return { id: faq.id, question: faq.question, answerHtml };
    }),
  }));
  const all = views.flatMap((group) => group.faqs);
  const url = absoluteUrl(env.SITE_URL, getPathname({ locale, href: "/FAQs" }));

  return (
    <>
      <Breadcrumb locale={locale} title={t("title")} />
      <div className="container-page py-10 md:py-14">
        <p className="mb-8 max-w-3xl text-lg text-muted">{t("description")}</p>
        {all.length === 0 ? (
          <EmptyState headingLevel={2} message={tEmpty("noFaqs")} hint={tEmpty("noDataHint")} />
        ) : (
          <>
            <MessagesSubset pick={{ faq: ["searchLabel", "searchPlaceholder", "clear", "matches", "noMatches"] }}>
              <FaqBrowser groups={views} />
            </MessagesSubset>
            <FaqJsonLd groups={views} url={url} inLanguage={locale} name={t("title")} />
          </>
        )}
        <aside className="mt-12 flex flex-col items-start gap-3 rounded-[var(--radius-card)] bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-lg font-semibold text-brand-900">{t("stillNeedHelp")}</p>
          <Link href="/contact-us" className={buttonClasses("primary")}>
            {t("contactUs")}
          </Link>
        </aside>
      </div>
    </>
  );
}
