/** A letter of the Arabic or the Latin script, and a mark (a haraka) that Arabic letters carry. */
const NAME_LETTER = String.raw`(?:(?=\p{L})[\p{sc=Latin}\p{sc=Arabic}])`;
const NAME_MARK = String.raw`(?:(?=\p{M})\p{scx=Arabic})`;
const NAME_WORD = `${NAME_LETTER}(?:${NAME_LETTER}|${NAME_MARK})*`;
/** What may stand between the words of a name: spaces, apostrophes (straight or curly) and hyphens. */
const NAME_SEPARATORS = " '\u2019-";

/**
 * SPEC §5's rule set (required, email, max, min, digits, regex, confirmed, image, size, ext,
 * numeric, oneOf) as plain predicates, plus the field patterns. No zod here: these are the
 * building blocks the schemas in fields.ts use, and they also work on their own.
 */
export const PATTERNS = {
  email: /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/,
  /** Saudi national / iqama id: 10 digits starting with 1 or 2. */
  idNumber: /^[12]\d{9}$/,
  /** Contact phone: starts with 0, 10 or 11 digits in total. */
  contactPhone: /^0\d{9,10}$/,
  /** Popup booking phone: 05 followed by 8 digits. */
  bookingPhone: /^05\d{8}$/,
  /** Popup booking phone at an Egyptian unit: 01 followed by 9 digits. */
  bookingPhoneEgypt: /^01\d{9}$/,
  /** Sign-up mobile: a Saudi (05…, 10 digits) or Egyptian (01…, 11 digits) number. */
  mobile: /^(?:05\d{8}|01\d{9})$/,
  /** Reset-password identifier when it is a number. */
  resetMobile: /^(?:05\d{8}|01\d{9})$/,
  otp: /^\d{4}$/,
  /**
   * A person's name as it goes out in the hospital's SMS and e-mail (booking, offer booking):
   * words of Arabic or Latin letters joined by spaces, apostrophes or hyphens. No digit, dot,
   * slash, colon or bracket, so a name can carry neither markup nor a link, and no line break.
   */
  personName: new RegExp(`^${NAME_WORD}(?:[${NAME_SEPARATORS}]+${NAME_WORD})*$`, "u"),
  /** Letters of any script and spaces (profile name). */
  lettersAndSpaces: /^[\p{L}\p{M}\s]+$/u,
  digit: /\d/,
  letter: /\p{L}/u,
  symbol: /[^\p{L}\p{N}\s]/u,
} as const;

export const rules = {
  required: (v: unknown) => !(v === undefined || v === null || (typeof v === "string" && v.trim() === "") || v === false),
  email: (v: string) => PATTERNS.email.test(v.trim()),
  min: (v: string, length: number) => [...v].length >= length,
  max: (v: string, length: number) => [...v].length <= length,
  digits: (v: string, length: number) => new RegExp(`^\\d{${length}}$`).test(v),
  regex: (v: string, re: RegExp) => re.test(v),
  confirmed: (v: string, other: string) => v === other,
  numeric: (v: string) => /^\d+$/.test(v),
  oneOf: <T>(v: T, allowed: readonly T[]) => allowed.includes(v),
  image: (file: { type: string }) => file.type.startsWith("image/"),
  /** `size` is in kilobytes, as in the original rule set. */
  size: (file: { size: number }, kilobytes: number) => file.size <= kilobytes * 1024,
  ext: (file: { name: string }, extensions: readonly string[]) =>
    extensions.some((e) => file.name.toLowerCase().endsWith(`.${e.toLowerCase()}`)),
};

/** Western digits for Arabic-Indic ones, without spaces or dashes: what people type on phones. */
export function normalizeDigits(value: string): string {
  return value
    .trim()
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\s-]/g, "");
}

export const isStrongPassword = (v: string) =>
  rules.min(v, 8) && rules.max(v, 30) && PATTERNS.digit.test(v) && PATTERNS.letter.test(v) && PATTERNS.symbol.test(v);

/**
 * A stored name as a message carries it: every character but a letter, a mark or a name's
 * separator becomes a space (a line break, a dot, a slash, a bracket), spaces collapse. Names
 * typed into a booking since `personName` already are so; this also covers names kept from
 * before it and family or account names (letters and spaces of any script), so that no message
 * carries markup or a link whatever a name once held.
 */
export function plainName(value: string): string {
  return value
    .normalize("NFC")
    .replace(new RegExp(`[^\\p{L}\\p{M}${NAME_SEPARATORS}]`, "gu"), " ")
    .replace(/\s+/g, " ")
    .trim();
}
