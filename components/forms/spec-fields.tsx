import type { Ref } from "react";
import { CheckboxInput } from "./checkbox-input";
import type { FieldBinder } from "./field-binding";
import { FormAlert } from "./form-alert";
import type { FieldSpec, FormSpec } from "./form-spec";
import { SelectInput } from "./select-input";
import { TextAreaInput } from "./textarea-input";
import { TextInput } from "./text-input";

export interface SpecOutcome {
  tone: "error" | "success";
  message: string;
}

/** The attributes that are set: an unset one would still cost bytes in the page's payload. */
const given = <T extends Record<string, unknown>>(attributes: T): Partial<T> =>
  Object.fromEntries(Object.entries(attributes).filter(([, value]) => value !== undefined)) as Partial<T>;

function SpecField({ field, bind, formId }: { field: FieldSpec; bind: FieldBinder; formId: string }) {
  switch (field.kind) {
    case "hidden": {
      const { name, value, defaultValue, onChange } = bind(field.name).control;
      return <input type="hidden" {...given({ name, value, defaultValue, onChange })} />;
    }
    case "select": {
      const select = <SelectInput field={bind(field.name)} label={field.label} hint={field.hint} options={field.options} />;
      return field.wide ? (
        <div className="md:col-span-2" data-testid={`${formId}-${field.name}`}>
          {select}
        </div>
      ) : (
        select
      );
    }
    case "checkbox":
      return <CheckboxInput field={bind(field.name)} label={field.label} hint={field.hint} value={field.value} small={field.small} />;
    case "textarea":
      return <TextAreaInput field={bind(field.name)} label={field.label} hint={field.hint} rows={field.rows} {...given({ maxLength: field.maxLength, required: field.required })} />;
    default:
      return (
        <TextInput
          field={bind(field.name)}
          label={field.label}
          hint={field.hint}
          labelHidden={field.labelHidden}
          type={field.kind}
          {...given({ placeholder: field.labelHidden ? field.label : undefined, required: field.required, autoComplete: field.autoComplete })}
          {...(field.kind === "tel" ? { inputMode: "tel" as const } : {})}
          {...(field.kind === "text" ? {} : { dir: "ltr" })}
        />
      );
  }
}

/**
 * Everything inside a form told as data (form-spec.ts), rendered by the server's markup (native
 * fields, declared-form.tsx) and by the form's code (declared-form-client.tsx, its own state): only
 * `bind` and the outcome differ.
 */
export function SpecFields({
  spec,
  bind,
  outcome = null,
  alertRef,
  pending = false,
}: {
  spec: FormSpec;
  bind: FieldBinder;
  outcome?: SpecOutcome | null;
  alertRef?: Ref<HTMLDivElement>;
  pending?: boolean;
}) {
  return (
    <>
      {spec.heading && (
        <>
          <h2 id={spec.labelledBy} className="text-xl font-bold text-brand-800">
            {spec.heading.title}
          </h2>
          {spec.heading.note && (
            <p className="text-sm text-muted" data-testid={`${spec.id}-note`}>
              {spec.heading.note}
            </p>
          )}
        </>
      )}
      {spec.outcome === "alert" && <FormAlert ref={alertRef} tone={outcome?.tone} message={outcome?.message} />}
      {spec.fields.map((field) => {
        if (spec.grid?.includes(field.name)) {
          if (field.name !== spec.grid[0]) return null;
          return (
            <div key={field.name} className="grid gap-5 md:grid-cols-2">
              {spec.fields
                .filter((inGrid) => spec.grid?.includes(inGrid.name))
                .map((inGrid) => (
                  <SpecField key={inGrid.name} field={inGrid} bind={bind} formId={spec.id} />
                ))}
            </div>
          );
        }
        return <SpecField key={field.name} field={field} bind={bind} formId={spec.id} />;
      })}
      <button type="submit" disabled={pending} aria-busy={pending || undefined} className={spec.submit.className}>
        {pending ? spec.submit.pending : spec.submit.label}
      </button>
      {spec.outcome === "status" && (
        <p
          role="status"
          aria-live="polite"
          className={outcome ? `rounded-xl px-4 py-2 font-medium ${outcome.tone === "success" ? "bg-success-50 text-success" : "bg-error-50 text-error"}` : "sr-only"}
        >
          {outcome?.message}
        </p>
      )}
    </>
  );
}
