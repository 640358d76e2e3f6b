import { JsonLdScript } from "@/components/seo/json-ld";
import { htmlToText } from "@/lib/sanitize/html";
import { faqPageJsonLd } from "@/lib/seo/schema-org";
import type { FaqGroupView } from "./faq-browser";

export type FaqJsonLdProps = {
  /** The very groups the FAQ browser shows: the page's payload then carries them once. */
  groups: FaqGroupView[];
  url: string;
  inLanguage: string;
  name: string;
};

/** The FAQ page's FAQPage JSON-LD, every question with its answer as text (drawn on the server only, faq-json-ld.tsx). */
export function FaqJsonLdView({ groups, url, inLanguage, name }: FaqJsonLdProps) {
  const faqs = groups.flatMap((group) => group.faqs);
  return <JsonLdScript data={faqPageJsonLd(faqs.map((faq) => ({ question: faq.question, answer: htmlToText(faq.answerHtml) })), { url, inLanguage, name })} />;
}
