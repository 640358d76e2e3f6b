import { getLocale } from "next-intl/server";
import type { ActionResult } from "@/lib/forms/action-result";
import type { MarkupFormAnswer } from "@/lib/forms/markup-form-answer";
import { keepData } from "@/components/ui/kept-data";
import type { NoScriptForm } from "./no-script-declared";
import { DeclaredFormView, type DeclaredFormData } from "./declared-form-view";
import { FormIsland } from "./form-island";
import type { FormSpec } from "./form-spec";
import { KeptDeclaredForm, KeptDeclaredFormByKey } from "./kept-declared-form";

/**
 * A form's server action as the form's code calls it: with the values and what the browser adds
 * (the spec's `context`). Its input's type is its own (the action checks whatever it is sent with
 * its schema), hence `never` here; bind what it takes first (`sendLead.bind(null, locale, slug)`).
 */
export type SpecAction = (input: never) => Promise<ActionResult>;

interface MarkupProps {
  spec: FormSpec;
  /** The name a browser without JavaScript posts it under (POST /api/forms/{form}). */
  noScript: NoScriptForm;
  /** Hidden fields of its plain post (the campaign's slug). */
  hiddenFields?: Record<string, string>;
}

/**
 * A form told as data (form-spec.ts) with its server action: the server renders it as native
 * fields in a POST form, and its code (declared-form-client.tsx, the same for every such form)
 * takes its place through FormIsland, with what was typed, when a field takes the focus.
 *
 * The fields are kept markup drawn from the spec the island's props carry (KeptDeclaredForm): the
 * payload names that spec once instead of writing the form's elements.
 */
export async function DeclaredForm({ action, spec, noScript, hiddenFields }: MarkupProps & { action: SpecAction }) {
  const data = { spec, noScript: { form: noScript, locale: await getLocale() }, ...(hiddenFields ? { hiddenFields } : {}) };
  return (
    <FormIsland form="declared" props={{ spec, action }}>
      <KeptDeclaredForm {...data} />
    </FormIsland>
  );
}

/**
 * A form told as data that every page draws (the footer's newsletter): its spec and what its plain
 * post needs (`data`) stay on the server by key, and `dataUrl` answers the same data for the browser,
 * which reads it with the form's code when a field takes the focus (declared-form-client.tsx, `propsFor`).
 */
export function DeclaredFormByKey({ action, data, dataUrl }: { action: SpecAction; data: DeclaredFormData; dataUrl: string }) {
  const keptKey = keepData(data);
  return (
    <FormIsland form="declared" props={{ action, kept: { keptKey, dataUrl } }}>
      <KeptDeclaredFormByKey keptKey={keptKey} dataUrl={dataUrl} />
    </FormIsland>
  );
}

/** The form as the server renders it, with no code of its own in the browser. `answer`: the form back from a plain post. */
export async function DeclaredFormMarkup({ spec, noScript, hiddenFields, answer }: MarkupProps & { answer?: MarkupFormAnswer }) {
  return (
    <DeclaredFormView
      spec={spec}
      noScript={{ form: noScript, locale: await getLocale() }}
      {...(hiddenFields ? { hiddenFields } : {})}
      {...(answer ? { answer } : {})}
    />
  );
}
