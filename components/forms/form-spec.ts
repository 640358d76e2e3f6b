import { normalizeDigits, PATTERNS } from "@/lib/validation/rules";

/**
 * A form told as data (docs/how-it-works.md, "How to add… a form"): its fields, the rules the
 * browser checks before sending (lib/validation's patterns; the server action checks again with
 * the full schema) and what follows a success. Everything here crosses from the server to the
 * browser, so it is words and numbers only, already in the page's language; the form's server
 * action goes beside it as a prop (a server action is a reference the browser can call).
 */
/**
 * The rules the browser checks, each with its message, in this order (the first that fails is the
 * field's error): required, at least `min[0]` and at most `max[0]` characters, an email, a phone
 * of lib/validation's `bookingPhone` or `contactPhone` pattern (over its digits, Arabic-Indic ones
 * read as Western). Keyed, as every
 * page's footer carries the newsletter's: the fewer bytes the better.
 */
export interface FieldRules {
  required?: string;
  min?: [length: number, message: string];
  max?: [length: number, message: string];
  email?: string;
  bookingPhone?: string;
  contactPhone?: string;
}

interface FieldCommon {
  name: string;
  label: string;
  hint?: string;
  rules?: FieldRules;
}

export type FieldSpec =
  | (FieldCommon & {
      kind: "text" | "email" | "tel";
      required?: boolean;
      /** The label is read by screen readers and shown as the placeholder. */
      labelHidden?: boolean;
      autoComplete?: string;
      /** Sent without surrounding spaces. */
      trim?: boolean;
    })
  | (FieldCommon & { kind: "textarea"; required?: boolean; rows?: number; maxLength?: number })
  | (FieldCommon & { kind: "checkbox"; value: string; small?: boolean })
  /** `value`: chosen unless the visitor picks another; kept when the fields empty after a success. `wide`: a whole row of the grid. */
  | (FieldCommon & { kind: "select"; options: Array<{ value: string; label: string }>; value: string; wide?: boolean })
  /** Sent as it is, kept after a success. */
  | { kind: "hidden"; name: string; value: string; label?: undefined; rules?: undefined };

export interface FormSpec {
  /** The fields' ids are `{id}-{name}`, the same in the server's markup and in the form's code. */
  id: string;
  className: string;
  labelledBy?: string;
  /** A title above the fields (its id is `labelledBy`) and a line under it: the campaign form's title, and that every field is required. */
  heading?: { title: string; note?: string };
  fields: FieldSpec[];
  /** The fields laid out two to a row on wide screens (the first of them opens the grid). */
  grid?: string[];
  submit: { label: string; pending: string; className: string };
  /**
   * Where the outcome is said: `alert`, above the fields (focused, FormAlert); `status`, a polite
   * line under the button (a short form of the footer).
   */
  outcome: "alert" | "status";
  genericError: string;
  /** The server's words are said above even when its errors sit under their fields (else only those). */
  alwaysSay?: boolean;
  /** On success go to this page (with this analytics event); else the fields empty and the server's words are said. */
  goTo?: { href: string; event: string };
  /** What the browser adds to what was typed: the page's path, or a campaign's attribution (its slug). */
  context?: "page" | { campaign: string };
  /** Two of this form may be on one page (footer and home page): its code makes ids of its own. */
  repeated?: boolean;
}

export type SpecValues = Record<string, string | boolean>;

function failure(rules: FieldRules, value: string | boolean): string | undefined {
  if (typeof value === "boolean") return value ? undefined : rules.required;
  const trimmed = value.trim();
  if (!trimmed) return rules.required;
  if (rules.min && [...trimmed].length < rules.min[0]) return rules.min[1];
  if (rules.max && [...trimmed].length > rules.max[0]) return rules.max[1];
  if (rules.email && !PATTERNS.email.test(trimmed)) return rules.email;
  if (rules.bookingPhone && !PATTERNS.bookingPhone.test(normalizeDigits(value))) return rules.bookingPhone;
  if (rules.contactPhone && !PATTERNS.contactPhone.test(normalizeDigits(value))) return rules.contactPhone;
  return undefined;
}

/** Each field's error under the spec's rules (undefined where it passes). */
export const checkSpec = (spec: FormSpec, values: SpecValues): Record<string, string | undefined> =>
  Object.fromEntries(spec.fields.map((field) => [field.name, field.rules && failure(field.rules, values[field.name] ?? "")]));

/** A field's first value: a choice's or a hidden field's own, else empty. */
export const firstValue = (field: FieldSpec): string | boolean =>
  field.kind === "checkbox" ? false : field.kind === "select" || field.kind === "hidden" ? field.value : "";

/** The values as typed in the server's markup (FormData: name → every value), or the first ones. */
export const specValues = (spec: FormSpec, typed: Record<string, string[]> = {}): SpecValues =>
  Object.fromEntries(
    spec.fields.map((field) => [field.name, field.kind === "checkbox" ? typed[field.name] !== undefined : (typed[field.name]?.[0] ?? (firstValue(field) as string))]),
  );

/** The values after a success: emptied, but a choice or a hidden field keeps what it has. */
export const emptiedValues = (spec: FormSpec, values: SpecValues): SpecValues =>
  Object.fromEntries(spec.fields.map((field) => [field.name, field.kind === "select" || field.kind === "hidden" ? (values[field.name] ?? field.value) : firstValue(field)]));

/** What is sent: the values, trimmed where the spec says so. */
export const sentValues = (spec: FormSpec, values: SpecValues): SpecValues =>
  Object.fromEntries(spec.fields.map((field) => {
    const value = values[field.name] ?? "";
    return [field.name, "trim" in field && field.trim && typeof value === "string" ? value.trim() : value];
  }));
