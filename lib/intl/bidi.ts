/**
 * Codes, phone numbers, prices and times inside Arabic text. Left to the bidirectional algorithm,
 * "(رمز الحجز BK-ETTB7VYN)" reorders around its Latin run and its brackets, and a line may break at
 * the code's hyphen. In text that carries no markup (SMS, e-mail, a calendar file, a string a
 * component shows as it is) such a value goes between the Unicode isolates FSI and PDI
 * (U+2068 … U+2069): the value keeps its own direction and its surroundings theirs. A page turns
 * each isolated run into a `<bdi>` that does not wrap (components/ui/bidi-text.tsx).
 */
export const FSI = "\u2068";
export const PDI = "\u2069";

/**
 * The value isolated in Arabic text. English text is left as it is (a Latin code reads in order
 * there), and so is a value of digits alone, which reads in order anywhere: a texted code stays
 * the last thing in its SMS, where phones look for it to fill it in.
 */
export function isolate(lang: string, value: string | number): string {
  const text = String(value);
  return lang === "ar" && !/^\d+$/.test(text) ? `${FSI}${text}${PDI}` : text;
}

/** The isolated runs of a text and what lies between them, in order. */
export function isolatedRuns(text: string): { text: string; isolated: boolean }[] {
  const runs: { text: string; isolated: boolean }[] = [];
  for (const [index, part] of text.split(/\u2068([^\u2068\u2069]*)\u2069/).entries()) {
    if (part) runs.push({ text: part, isolated: index % 2 === 1 });
  }
  return runs;
}
