/**
 * Folds text so that a search matches regardless of case, Latin accents and Arabic spelling
 * variants. Applied to the stored `search` column at seed time and to every query, so both sides
 * always agree.
 *
 * NFD splits أ إ آ ؤ ئ into a base letter plus a combining hamza/madda, and é into e plus an
 * accent; dropping combining marks (which also covers Arabic tashkeel) unifies all of them.
 */
const COMBINING_MARKS = /\p{M}/gu;
const TATWEEL = /\u0640/g;
const ALEF_WASLA = /\u0671/g;
const TAA_MARBUTA = /\u0629/g;
const ALEF_MAKSURA = /\u0649/g;
const ARABIC_INDIC_DIGIT = /[\u0660-\u0669]/g;
const PUNCTUATION = /[\p{P}\p{S}]+/gu;
const SPACES = /\s+/g;

export function normalizeSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(COMBINING_MARKS, "")
    .replace(TATWEEL, "")
    .replace(ALEF_WASLA, "ا")
    .replace(TAA_MARBUTA, "ه")
    .replace(ALEF_MAKSURA, "ي")
    .replace(ARABIC_INDIC_DIGIT, (d) => String(d.charCodeAt(0) - 0x0660))
    .toLowerCase()
    .replace(PUNCTUATION, " ")
    .replace(SPACES, " ")
    .trim();
}

/** The stored column: every searchable field of both languages, folded. */
export const searchText = (...parts: Array<string | null | undefined>): string =>
  normalizeSearch(parts.filter(Boolean).join(" "));

/** A LIKE pattern for a user query, with LIKE metacharacters escaped; null when nothing is left. */
export function likePattern(query: string): string | null {
  const folded = normalizeSearch(query);
  if (!folded) return null;
  return `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
