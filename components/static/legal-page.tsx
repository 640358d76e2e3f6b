import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/routing";

/** The legal texts (SPEC §2 privacy-policy, terms, personal-data): section ids and message keys, in order. */
export const LEGAL_PAGES = {
  privacy: [
    { id: "collect", title: "privacy.collectTitle", body: "privacy.collectBody" },
    { id: "use", title: "privacy.useTitle", body: "privacy.useBody" },
    { id: "share", title: "privacy.shareTitle", body: "privacy.shareBody" },
    { id: "protect", title: "privacy.protectTitle", body: "privacy.protectBody" },
    { id: "cookies", title: "privacy.cookiesTitle", body: "privacy.cookiesBody" },
    { id: "contact", title: "privacy.contactTitle", body: "privacy.contactBody" },
  ],
  terms: [
    { id: "use", title: "terms.useTitle", body: "terms.useBody" },
    { id: "booking", title: "terms.bookingTitle", body: "terms.bookingBody" },
    { id: "account", title: "terms.accountTitle", body: "terms.accountBody" },
    { id: "content", title: "terms.contentTitle", body: "terms.contentBody" },
    { id: "changes", title: "terms.changesTitle", body: "terms.changesBody" },
  ],
  personalData: [
    { id: "rights", title: "personalData.rightsTitle", body: "personalData.rightsBody" },
    { id: "consent", title: "personalData.consentTitle", body: "personalData.consentBody" },
    { id: "retention", title: "personalData.retentionTitle", body: "personalData.retentionBody" },
    { id: "request", title: "personalData.requestTitle", body: "personalData.requestBody" },
  ],
} as const;
export type LegalPageKey = keyof typeof LEGAL_PAGES;

/** A legal page body: intro, an "on this page" list of in-page links, then the sections. */
export async function LegalPage({ locale, page }: { locale: Locale; page: LegalPageKey }) {
  const t = await getTranslations({ locale, namespace: "static" });
  const sections: ReadonlyArray<(typeof LEGAL_PAGES)[LegalPageKey][number]> = LEGAL_PAGES[page];
  return (
    <div className="container-page grid gap-10 py-10 md:py-14 lg:grid-cols-[16rem_1fr]">
      <nav aria-labelledby="legal-toc" className="lg:sticky lg:top-24 lg:self-start">
        <h2 id="legal-toc" className="mb-3 text-sm font-bold tracking-wide text-muted uppercase">
          {t("contents")}
        </h2>
        <ol className="flex flex-col gap-1 border-s-2 border-line">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="-ms-0.5 block border-s-2 border-transparent py-1.5 ps-4 text-brand-700 hover:border-brand-600 hover:text-brand-800"
              >
                {t(section.title)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <article className="max-w-3xl">
        <p className="text-lg leading-relaxed text-ink">{t(`${page}.intro`)}</p>
        {sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="mt-10 scroll-mt-24">
            <h2 id={`${section.id}-title`} className="mb-3 text-2xl font-bold text-brand-800">
              {t(section.title)}
            </h2>
            <p className="leading-relaxed text-ink">{t(section.body)}</p>
          </section>
        ))}
      </article>
    </div>
  );
}
