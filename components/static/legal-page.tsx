import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/routing";

/**
 * A legal text's sections in order: `id` is the in-page anchor; title and body are the messages
 * `static.{page}.{id}Title` and `static.{page}.{id}Body`.
 */
function sections<const Page extends string, const Ids extends readonly string[]>(page: Page, ids: Ids) {
  // The map builds these template literals; the cast keeps them as the literal message keys that typed `t()` checks.
  return ids.map((id) => ({ id, title: `${page}.${id}Title`, body: `${page}.${id}Body` })) as unknown as {
    readonly [I in keyof Ids]: { id: Ids[I]; title: `${Page}.${Ids[I] & string}Title`; body: `${Page}.${Ids[I] & string}Body` };
  };
}

/** The legal texts (SPEC §2 privacy-policy, terms, personal-data). */
export const LEGAL_PAGES = {
  privacy: sections("privacy", ["collect", "use", "share", "protect", "cookies", "contact"]),
  terms: sections("terms", ["use", "booking", "account", "content", "changes"]),
  personalData: sections("personalData", ["rights", "consent", "retention", "request"]),
};
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
