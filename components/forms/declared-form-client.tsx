"use client";

import { useId, useRef, useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { landingTime } from "@/components/landing/landing-arrival";
import { utmOf } from "@/lib/engagement/campaign-attribution";
import type { ActionResult } from "@/lib/forms/action-result";
import type { SpecAction } from "./declared-form";
import type { KeptKeyProps } from "@/components/ui/kept-from-server";
import { readKeptData } from "@/components/ui/kept-read";
import type { DeclaredFormData } from "./declared-form-view";
import type { IntentProps } from "./form-island";
import { checkSpec, emptiedValues, sentValues, specValues, type FormSpec, type SpecValues } from "./form-spec";
import { SpecFields, type SpecOutcome } from "./spec-fields";
import { useStateForm } from "./use-state-form";
import { useSubmitOnMount } from "./use-submit-on-mount";

declare global {
  interface Window {
    dataLayer?: Array<Record<string, unknown>>;
  }
}

/** What the browser adds to what was typed (FormSpec's `context`), and a campaign's attribution for analytics. */
function contextOf(spec: FormSpec): { sent: Record<string, string | undefined>; attribution: Record<string, string> } {
  if (!spec.context) return { sent: {}, attribution: {} };
  if (spec.context === "page") return { sent: { page: window.location.pathname }, attribution: {} };
  const attribution = utmOf(new URLSearchParams(window.location.search));
  const sent = {
    ...attribution,
    referrer: document.referrer ? document.referrer.slice(0, 500) : undefined,
    landed_at: landingTime(spec.context.campaign),
  };
  return { sent, attribution: { landing_page: spec.context.campaign, ...attribution } };
}

/**
 * Its props as FormIsland hands them over: the spec read from the server by its key when the form
 * keeps it there (DeclaredFormByKey, the footer's newsletter), with this code, on the same intent.
 * A failed read fails the load: the server's markup stays, and a press sends it as a plain post.
 */
export async function propsFor(props: { action: SpecAction; spec?: FormSpec; kept?: KeptKeyProps }): Promise<{ action: SpecAction; spec: FormSpec }> {
  if (props.spec) return { action: props.action, spec: props.spec };
  const data = props.kept ? ((await readKeptData(props.kept.dataUrl, props.kept.keptKey)) as DeclaredFormData | null) : null;
  if (!data) throw new Error(`The form's spec could not be read from ${props.kept?.dataUrl ?? "its payload"}.`);
  return { action: props.action, spec: data.spec };
}

/**
 * The code of every form told as data (declared-form.tsx), loaded on intent in place of the
 * server's markup: plain React state and the spec's rules (no form library: these forms are in the
 * footer and on campaign pages, which must load fast), then the form's server action, which checks
 * again with the full schema. Errors sit under their field and the first takes the focus; the
 * outcome is announced; what was typed stays on any failure.
 */
export default function DeclaredFormClient({
  spec,
  action,
  typed,
  submitOnMount,
}: {
  spec: FormSpec;
  action: SpecAction;
} & IntentProps) {
  const router = useRouter();
  const ownId = useId();
  const [outcome, setOutcome] = useState<SpecOutcome | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const names = spec.fields.map((field) => field.name);
  const { setValues, pending, bind, showErrors, submit } = useStateForm({
    formId: spec.repeated ? ownId : spec.id,
    initial: (): SpecValues => specValues(spec, typed()),
    fields: names,
    check: (values: SpecValues) => checkSpec(spec, values),
  });

  const say = (next: SpecOutcome) => {
    setOutcome(next);
    if (spec.outcome === "alert") requestAnimationFrame(() => alertRef.current?.focus());
  };

  const onSubmit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    setOutcome(null);
    return submit(
      async (values) => {
        const { sent, attribution } = contextOf(spec);
        const send = action as (input: Record<string, unknown>) => Promise<ActionResult>;
        const result = await send({ ...sentValues(spec, values), ...sent });
        if (result.ok) {
          if (spec.goTo) {
            (window.dataLayer ??= []).push({ event: spec.goTo.event, ...attribution });
            router.push(spec.goTo.href);
            return;
          }
          setValues(emptiedValues(spec, values));
          if (result.message) say({ tone: "success", message: result.message });
        } else if (!showErrors(Object.fromEntries(names.map((name) => [name, result.fieldErrors?.[name]]))) || spec.alwaysSay) {
          say({ tone: "error", message: result.message });
        }
      },
      () => say({ tone: "error", message: spec.genericError }),
    );
  };

  useSubmitOnMount(submitOnMount, onSubmit);

  return (
    <form noValidate method="post" onSubmit={(event) => void onSubmit(event)} aria-labelledby={spec.labelledBy} className={spec.className}>
      <SpecFields spec={spec} bind={bind} outcome={outcome} alertRef={alertRef} pending={pending} />
    </form>
  );
}
