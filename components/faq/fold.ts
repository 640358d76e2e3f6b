/**
 * Folds text for in-page matching the way the backend's search does: case, Latin accents,
 * Arabic diacritics (tashkeel), tatweel and common spelling variants (أ/إ/آ → ا, ة → ه, ى → ي)
 * are ignored, so "الاسئلة" finds "الأسئلة" and "مواعيد" finds "مَواعيد".
 */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/\u0640/g, "")
    .replace(/\u0671/g, "ا")
    .replace(/\u0629/g, "ه")
    .replace(/\u0649/g, "ي")
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .toLowerCase()
    .replace(/[\p{P}\p{S}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Every word of the query appears somewhere in the text (both already folded). */
export function matchesAllWords(foldedText: string, foldedQuery: string): boolean {
  if (!foldedQuery) return true;
  return foldedQuery.split(" ").every((word) => foldedText.includes(word));
}
