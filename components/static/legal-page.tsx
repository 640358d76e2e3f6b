import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/routing";
import { KeptLegalText } from "./kept-legal-text";

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

/** A legal page body: intro, an "on this page" list of in-page links, then the sections, drawn from their words (KeptLegalText). */
export async function LegalPage({ locale, page }: { locale: Locale; page: LegalPageKey }) {
  const t = await getTranslations({ locale, namespace: "static" });
  const sections: ReadonlyArray<(typeof LEGAL_PAGES)[LegalPageKey][number]> = LEGAL_PAGES[page];
  return (
    <KeptLegalText
      contents={t("contents")}
      intro={t(`${page}.intro`)}
      sections={sections.map((section) => ({ id: section.id, title: t(section.title), body: t(section.body) }))}
    />
  );
}
