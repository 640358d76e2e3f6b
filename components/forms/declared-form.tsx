import type { ReactNode } from "react";
import type { ActionResult } from "@/lib/forms/action-result";
import { answerFields, type MarkupFormAnswer } from "@/lib/forms/markup-form-answer";
import type { NoScriptForm } from "./no-script-declared";
import { nativeFields } from "./field-binding";
import { FormIsland } from "./form-island";
import type { FormSpec } from "./form-spec";
import { MarkupForm } from "./markup-form";
import { SpecFields } from "./spec-fields";

/**
 * A form's server action as the form's code calls it: with the values and what the browser adds
 * (the spec's `context`). Its input's type is its own (the action checks whatever it is sent with
 * its schema), hence `never` here; bind what it takes first (`sendLead.bind(null, locale, slug)`).
 */
export type SpecAction = (input: never) => Promise<ActionResult>;

interface MarkupProps {
  spec: FormSpec;
  /** What the server renders above the fields (a title), in both renderings. */
  header?: ReactNode;
  /** The name a browser without JavaScript posts it under (see MarkupForm); without it, NoScriptNotice. */
  noScript?: NoScriptForm;
  /** Hidden fields of its plain post (the campaign's slug). */
  hiddenFields?: Record<string, string>;
}

/**
 * A form told as data (form-spec.ts) with its server action: the server renders it as native
 * fields in a POST form, and its code (declared-form-client.tsx, the same for every such form)
 * takes its place through FormIsland, with what was typed, when a field takes the focus.
 */
export function DeclaredForm({ action, ...markup }: MarkupProps & { action: SpecAction }) {
  return (
    <FormIsland form="declared" props={{ spec: markup.spec, action, ...(markup.header ? { header: markup.header } : {}) }}>
      <DeclaredFormMarkup {...markup} />
    </FormIsland>
  );
}

/** The form as the server renders it, with no code of its own in the browser. `answer`: the form back from a plain post. */
export function DeclaredFormMarkup({ spec, header, noScript, hiddenFields = {}, answer }: MarkupProps & { answer?: MarkupFormAnswer }) {
  const checkboxes = spec.fields.filter((field) => field.kind === "checkbox").map((field) => field.name);
  const chosen = Object.fromEntries(spec.fields.flatMap((field) => (field.kind === "select" || field.kind === "hidden" ? [[field.name, field.value]] : [])));
  const typed = { ...chosen, ...Object.fromEntries(Object.entries(answer?.values ?? {}).filter(([name]) => !checkboxes.includes(name))) };
  const ticked = checkboxes.filter((name) => answer?.values[name]);
  return (
    <MarkupForm noScript={noScript} hiddenFields={{ ...hiddenFields, ...answerFields(answer) }} aria-labelledby={spec.labelledBy} className={spec.className}>
      <SpecFields
        spec={spec}
        bind={nativeFields(spec.id, typed, answer?.errors, ticked)}
        header={header}
        outcome={answer?.message ? { tone: "error", message: answer.message } : null}
      />
    </MarkupForm>
  );
}
