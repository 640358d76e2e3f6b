import { answerFields, type MarkupFormAnswer } from "@/lib/forms/markup-form-answer";
import { nativeFields } from "./field-binding";
import type { FormSpec } from "./form-spec";
import { MarkupFormTag } from "./markup-form-tag";
import type { NoScriptForm } from "./no-script-declared";
import { SpecFields } from "./spec-fields";

/** What a form told as data is drawn from: the same spec its code takes, and what its plain post needs. */
export interface DeclaredFormData {
  spec: FormSpec;
  /** The form a browser without JavaScript posts, and the page's language it posts with. */
  noScript: { form: NoScriptForm; locale: string };
  /** Hidden fields of its plain post (the campaign's slug). */
  hiddenFields?: Record<string, string>;
  /** The form back from a plain post: what was typed, each field's error, the message. */
  answer?: MarkupFormAnswer;
}

/**
 * A form told as data as native fields in a POST form, a pure function of its data: the server
 * writes it once per process for the same spec (kept-declared-form.tsx) and the browser keeps it
 * with no code of its own.
 */
export function DeclaredFormView({ spec, noScript, hiddenFields = {}, answer }: DeclaredFormData) {
  const checkboxes = spec.fields.filter((field) => field.kind === "checkbox").map((field) => field.name);
  const chosen = Object.fromEntries(spec.fields.flatMap((field) => (field.kind === "select" || field.kind === "hidden" ? [[field.name, field.value]] : [])));
  const typed = { ...chosen, ...Object.fromEntries(Object.entries(answer?.values ?? {}).filter(([name]) => !checkboxes.includes(name))) };
  const ticked = checkboxes.filter((name) => answer?.values[name]);
  return (
    <MarkupFormTag noScript={noScript} hiddenFields={{ ...hiddenFields, ...answerFields(answer) }} aria-labelledby={spec.labelledBy} className={spec.className}>
      <SpecFields
        spec={spec}
        bind={nativeFields(spec.id, typed, answer?.errors, ticked)}
        outcome={answer?.message ? { tone: "error", message: answer.message } : null}
      />
    </MarkupFormTag>
  );
}
