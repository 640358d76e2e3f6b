import type { Lang } from "@/lib/contract/common";

/**
 * FHIR's translation extension (http://hl7.org/fhir/StructureDefinition/translation): a bilingual
 * HIS sends a text in its base language with the other language on the primitive's element
 * (`_text`, `_display`, …), as `lang` (a BCP 47 code) and `content` (string or markdown).
 */

export const TRANSLATION_URL = "http://hl7.org/fhir/StructureDefinition/translation";

export interface Extension {
  url: string;
  valueCode?: string;
  valueString?: string;
  valueMarkdown?: string;
  extension?: Extension[];
}

/** The element of a primitive (`_text` beside `text`): where its extensions live. */
export interface PrimitiveElement {
  id?: string;
  extension?: Extension[];
}

const part = (extension: Extension, url: string) => extension.extension?.find((e) => e.url === url);

/** The element's translation into `lang`: a tag of that language alone first (ar), then a regional one (ar-SA, ar-EG). */
export function translationIn(element: PrimitiveElement | undefined, lang: Lang): string | null {
  let regional: string | null = null;
  for (const extension of element?.extension ?? []) {
    if (extension.url !== TRANSLATION_URL) continue;
    const tag = part(extension, "lang")?.valueCode?.toLowerCase();
    const content = part(extension, "content");
    const text = (content?.valueString ?? content?.valueMarkdown)?.trim();
    if (!tag || !text) continue;
    if (tag === lang) return text;
    if (!regional && tag.startsWith(`${lang}-`)) regional = text;
  }
  return regional;
}

/** A primitive's text in `lang`: its translation when the HIS sends one, else the text as it is. */
export const inLang = (value: string | undefined, element: PrimitiveElement | undefined, lang: Lang): string | null =>
  translationIn(element, lang) ?? (value?.trim() ? value : null);

/** The element a bilingual source sends beside a text: its translation into `lang`. */
export const translated = (lang: string, content: string): PrimitiveElement => ({
  extension: [
    {
      url: TRANSLATION_URL,
      extension: [
        { url: "lang", valueCode: lang },
        { url: "content", valueString: content },
      ],
    },
  ],
});
