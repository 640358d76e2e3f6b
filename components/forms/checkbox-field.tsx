"use client";

import { useId, type ReactNode } from "react";
import { type FieldPath, type FieldValues, type UseFormReturn, useFormState } from "react-hook-form";
import { errorMessageOf } from "./field-error";
import { errorClasses, hintClasses } from "./field-classes";

export interface CheckboxFieldProps<V extends FieldValues> {
  form: UseFormReturn<V, unknown, FieldValues>;
  name: FieldPath<V>;
  label: ReactNode;
  hint?: ReactNode;
}

/** A single consent or yes/no choice; the whole label is the hit area (at least 44 px high). */
export function CheckboxField<V extends FieldValues>({ form, name, label, hint }: CheckboxFieldProps<V>) {
  const id = useId();
  const { errors } = useFormState({ control: form.control, name });
  const message = errorMessageOf(errors, name);
  const described = [hint ? `${id}-hint` : null, message ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="flex min-h-11 cursor-pointer items-start gap-3 py-2 text-ink">
        <input
          id={id}
          type="checkbox"
          {...form.register(name)}
          aria-invalid={message ? true : undefined}
          aria-describedby={described}
          className="mt-1 size-5 shrink-0 accent-brand-600"
        />
        <span>{label}</span>
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={`${hintClasses} ms-8`}>
          {hint}
        </p>
      ) : null}
      {message ? (
        <p id={`${id}-error`} className={`${errorClasses} ms-8`}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
