import { normalizeDigits, PATTERNS } from "@/lib/validation/rules";

/**
 * A form told as data (docs/how-it-works.md, "How to add… a form"): its fields, the rules the
 * browser checks before sending (lib/validation's patterns; the server action checks again with
 * the full schema) and what follows a success. Everything here crosses from the server to the
 * browser, so it is words and numbers only, already in the page's language; the form's server
 * action goes beside it as a prop (a server action is a reference the browser can call).
 */
export type FieldRule =
  | { rule: "required"; message: string }
  | { rule: "email"; message: string }
  | { rule: "max"; length: number; message: string }
  /** One of lib/validation's patterns, over the value's digits (Arabic-Indic ones read as Western). */
  | { rule: "digits"; pattern: "bookingPhone"; message: string };

interface FieldCommon {
  name: string;
  label: string;
  hint?: string;
  /** Checked in order; the first that fails is the field's error. */
  rules?: FieldRule[];
}

export type FieldSpec =
  | (FieldCommon & {
      kind: "text" | "email" | "tel";
      required?: boolean;
      labelHidden?: boolean;
      placeholder?: string;
      autoComplete?: string;
      /** Sent without surrounding spaces. */
      trim?: boolean;
    })
  | (FieldCommon & { kind: "textarea"; required?: boolean; rows?: number; maxLength?: number })
  | (FieldCommon & { kind: "checkbox"; value: string; small?: boolean });

export interface FormSpec {
  /** The fields' ids are `{id}-{name}`, the same in the server's markup and in the form's code. */
  id: string;
  className: string;
  labelledBy?: string;
  fields: FieldSpec[];
  submit: { label: string; pending: string; className: string };
  /**
   * Where the outcome is said: `alert`, above the fields (focused, FormAlert); `status`, a polite
   * line under the button (a short form of the footer).
   */
  outcome: "alert" | "status";
  genericError: string;
  /** On success: empty the fields and say the server's words, or go to a page (with an analytics event). */
  success: { empty: true } | { goTo: string; event: string };
  /** What the browser adds to what was typed: the page's path, or a campaign's attribution (its slug). */
  context?: { page: true } | { campaign: string };
  /** Two of this form may be on one page (footer and home page): its code makes ids of its own. */
  repeated?: boolean;
}

export type SpecValues = Record<string, string | boolean>;

function failed(rule: FieldRule, value: string | boolean): boolean {
  if (typeof value === "boolean") return rule.rule === "required" && !value;
  const trimmed = value.trim();
  switch (rule.rule) {
    case "required":
      return !trimmed;
    case "email":
      return !PATTERNS.email.test(trimmed);
    case "max":
      return [...trimmed].length > rule.length;
    case "digits":
      return !PATTERNS[rule.pattern].test(normalizeDigits(value));
  }
}

/** Each field's error under the spec's rules (undefined where it passes). */
export const checkSpec = (spec: FormSpec, values: SpecValues): Record<string, string | undefined> =>
  Object.fromEntries(spec.fields.map((field) => [field.name, field.rules?.find((rule) => failed(rule, values[field.name] ?? ""))?.message]));

/** The values as typed in the server's markup (FormData: name → every value), or empty. */
export const specValues = (spec: FormSpec, typed: Record<string, string[]> = {}): SpecValues =>
  Object.fromEntries(spec.fields.map((field) => [field.name, field.kind === "checkbox" ? typed[field.name] !== undefined : (typed[field.name]?.[0] ?? "")]));

/** What is sent: the values, trimmed where the spec says so. */
export const sentValues = (spec: FormSpec, values: SpecValues): SpecValues =>
  Object.fromEntries(spec.fields.map((field) => {
    const value = values[field.name] ?? "";
    return [field.name, "trim" in field && field.trim && typeof value === "string" ? value.trim() : value];
  }));
