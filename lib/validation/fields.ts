import { z } from "zod";
import { type Translate, englishMessages } from "./messages";
import { PATTERNS, isStrongPassword, normalizeDigits } from "./rules";

/**
 * Field schemas of SPEC §5. Each takes the translated field label and a translator, so the same
 * rule produces "Full name is required" or "الاسم الكامل مطلوب".
 */
export interface FieldOptions {
  label: string;
  t?: Translate;
}

const ctx = ({ label, t = englishMessages }: FieldOptions) => ({ field: label, t });

export function requiredText({ label, t = englishMessages }: FieldOptions, min?: number, max?: number) {
  let s = z.string({ error: t("required", { field: label }) }).trim().min(1, { error: t("required", { field: label }), abort: true });
  if (min !== undefined) s = s.min(min, { error: t("min", { field: label, length: min }) });
  if (max !== undefined) s = s.max(max, { error: t("max", { field: label, length: max }) });
  return s;
}

/** ID number: exactly 10 digits, starting with 1 or 2. */
export const idNumber = (o: FieldOptions) => {
  const { field, t } = ctx(o);
  return requiredText(o).transform(normalizeDigits).pipe(z.string().regex(PATTERNS.idNumber, { error: t("idNumber", { field }) }));
};

/** Full name 3–64; the first name uses the same bounds. */
/** A full name's length (SPEC §8), also the contact form's bounds for the browser (lib/validation/forms.ts). */
export const NAME_LENGTH = { min: 3, max: 64 } as const;
export const fullName = (o: FieldOptions) => requiredText(o, NAME_LENGTH.min, NAME_LENGTH.max);
export const firstName = fullName;

/** Contact phone: starts with 0, at most 10 or 11 digits. */
export const contactPhone = (o: FieldOptions) => {
  const { field, t } = ctx(o);
  return requiredText(o).transform(normalizeDigits).pipe(z.string().regex(PATTERNS.contactPhone, { error: t("contactPhone", { field }) }));
};

/**
 * Popup booking username: 2–60 characters of a person's name (PATTERNS.personName: Arabic or
 * Latin letters, spaces, apostrophes, hyphens). The name goes out in the hospital's SMS and
 * e-mail, so the site and the backend refuse anything else alike.
 */
export const bookingUsername = (o: FieldOptions) => {
  const { field, t } = ctx(o);
  return requiredText(o, 2, 60)
    .transform((v) => v.normalize("NFC"))
    .pipe(z.string().regex(PATTERNS.personName, { error: t("personName", { field }) }));
};

/** Popup booking phone: 05 followed by 8 digits; at an Egyptian unit ("EG") 01 followed by 9. */
export const bookingPhone = (o: FieldOptions, country: "SA" | "EG" = "SA") => {
  const { field, t } = ctx(o);
  const [pattern, message] = country === "EG" ? ([PATTERNS.bookingPhoneEgypt, "bookingPhoneEgypt"] as const) : ([PATTERNS.bookingPhone, "bookingPhone"] as const);
  return requiredText(o).transform(normalizeDigits).pipe(z.string().regex(pattern, { error: t(message, { field }) }));
};

export const email = (o: FieldOptions) => {
  const { field, t } = ctx(o);
  return requiredText(o).pipe(z.string().regex(PATTERNS.email, { error: t("email", { field }) }));
};

/** Optional email (offer booking): empty means absent, anything else must be valid. */
export const optionalEmail = (o: FieldOptions) => {
  const { field, t } = ctx(o);
  return z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || PATTERNS.email.test(v), { error: t("email", { field }) });
};

/** A required choice (payment type, gender, branch): any non-empty id or key. */
export const requiredChoice = ({ label, t = englishMessages }: FieldOptions) =>
  z.union([z.string().trim().min(1, { error: t("required", { field: label }) }), z.number()], { error: t("required", { field: label }) });

/**
 * Sign-up name: under 20 characters (the long variant: under 50), letters and spaces only: the
 * profile's rule (profileName), so no name enters by sign-up that the profile form would refuse.
 */
export const signUpName = (o: FieldOptions, variant: "short" | "long" = "short") => {
  const { field, t } = ctx(o);
  return requiredText(o, undefined, variant === "short" ? 19 : 49).pipe(z.string().regex(PATTERNS.lettersAndSpaces, { error: t("lettersOnly", { field }) }));
};

/** Sign-up mobile: valid (05… or 01…), at most 11 digits. */
export const mobile = (o: FieldOptions) => {
  const { field, t } = ctx(o);
  return requiredText(o).transform(normalizeDigits).pipe(z.string().max(11, { error: t("max", { field, length: 11 }) }).regex(PATTERNS.mobile, { error: t("mobile", { field }) }));
};

/** 8–30 characters with a digit, a letter and a symbol. */
export const password = (o: FieldOptions) => {
  const { field, t } = ctx(o);
  return z.string({ error: t("required", { field }) }).min(1, { error: t("required", { field }), abort: true }).refine(isStrongPassword, { error: t("password", { field }) });
};

/** Reset-password identifier: an email, 05 + 8 digits, or 01 + 9 digits. */
export const resetIdentifier = (o: FieldOptions) => {
  const { field, t } = ctx(o);
  return requiredText(o)
    .transform((v) => (v.includes("@") ? v : normalizeDigits(v)))
    .refine((v) => PATTERNS.email.test(v) || PATTERNS.resetMobile.test(v), { error: t("resetIdentifier", { field }) });
};

/** Profile name: letters and spaces only. */
export const profileName = (o: FieldOptions) => {
  const { field, t } = ctx(o);
  return requiredText(o).pipe(z.string().regex(PATTERNS.lettersAndSpaces, { error: t("lettersOnly", { field }) }));
};

/** Landing form name: at most 20 (the long variant 50). */
export const landingName = (o: FieldOptions, variant: "short" | "long" = "short") =>
  requiredText(o, undefined, variant === "short" ? 20 : 50);

/** OTP: 4 digits. */
export const otpCode = (o: FieldOptions) => {
  const { field, t } = ctx(o);
  return requiredText(o).transform(normalizeDigits).pipe(z.string().regex(PATTERNS.otp, { error: t("otp", { field }) }));
};

/** A sign-in identifier as people type it: Arabic-Indic digits and spaces folded, emails kept as typed. */
export function normalizeIdentifier(value: string): string {
  const trimmed = value.trim();
  return trimmed.includes("@") ? trimmed : normalizeDigits(trimmed);
}

export const isValidIdentifier = (value: string) => {
  const normalized = normalizeIdentifier(value);
  return PATTERNS.email.test(normalized) || PATTERNS.mobile.test(normalized);
};

/** Sign-in identifier: an email, or a mobile number (05 + 8 digits, 01 + 9 digits). */
export const signInIdentifier = (o: FieldOptions) => {
  const { t } = ctx(o);
  return requiredText(o)
    .refine(isValidIdentifier, { error: t("signInIdentifier") })
    .transform(normalizeIdentifier);
};
