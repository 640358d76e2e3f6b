/**
 * Validation messages of SPEC §5. Schemas take a `Translate` so the website can pass next-intl's
 * `t` (keys under its "validation" namespace) and the backend the English defaults below.
 */
export const VALIDATION_MESSAGES = {
  required: "{field} is required",
  min: "{field} must be at least {length} characters",
  max: "{field} must be {length} characters or fewer",
  email: "{field} must be a valid email",
  digits: "{field} must be exactly {length} digits",
  numeric: "{field} must contain digits only",
  regex: "{field} is not in the right format",
  confirmed: "Password confirmation does not match",
  oneOf: "{field} must be one of the allowed values",
  image: "{field} must be an image",
  size: "{field} must be smaller than {size} KB",
  ext: "{field} must be a file of type {ext}",
  idNumber: "{field} must be 10 digits starting with 1 or 2",
  contactPhone: "{field} must start with 0 and have 10 or 11 digits",
  bookingPhone: "{field} must start with 05 followed by 8 digits",
  bookingPhoneEgypt: "{field} must start with 01 followed by 9 digits",
  mobile: "{field} must be a valid mobile number",
  password: "{field} must be 8 to 30 characters with a letter, a digit and a symbol",
  lettersOnly: "{field} may contain letters and spaces only",
  personName: "{field} may contain Arabic or English letters, spaces, apostrophes and hyphens only",
  resetIdentifier: "{field} must be an email, 05 followed by 8 digits, or 01 followed by 9 digits",
  otp: "{field} must be 4 digits",
  terms: "You must accept the terms",
  signInIdentifier: "Enter a valid email, or a mobile number starting with 05 (10 digits) or 01 (11 digits).",
} as const;

export type MessageKey = keyof typeof VALIDATION_MESSAGES;
export type MessageValues = Record<string, string | number>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** English messages with `{placeholders}` filled in; the default everywhere a translator is optional. */
export const englishMessages: Translate = (key, values = {}) =>
  VALIDATION_MESSAGES[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
