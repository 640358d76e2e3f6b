"use client";

import { useId, type ReactNode } from "react";
import { type FieldPath, type FieldValues, type UseFormReturn, useFormState } from "react-hook-form";
import { errorMessageOf } from "./field-error";
import { errorClasses, hintClasses } from "./field-classes";

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** A line under the label (e.g. how a payment method works). */
  description?: ReactNode;
}

export interface RadioGroupFieldProps<V extends FieldValues> {
  form: UseFormReturn<V, unknown, FieldValues>;
  name: FieldPath<V>;
  legend: ReactNode;
  options: readonly RadioOption[];
  hint?: ReactNode;
  /** Lay the choices side by side from the small breakpoint up. */
  inline?: boolean;
}

/** A fieldset of radio cards; arrow keys move between choices as the platform does. */
export function RadioGroupField<V extends FieldValues>({ form, name, legend, options, hint, inline }: RadioGroupFieldProps<V>) {
  const id = useId();
  const { errors } = useFormState({ control: form.control, name });
  const message = errorMessageOf(errors, name);
  const described = [hint ? `${id}-hint` : null, message ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset aria-describedby={described} aria-invalid={message ? true : undefined}>
      <legend className="font-semibold text-ink">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className={hintClasses}>
          {hint}
        </p>
      ) : null}
      <div className={`mt-2 grid gap-2 ${inline ? "sm:grid-cols-2" : ""}`}>
        {options.map((option) => (
          <label
            key={option.value}
            className={`flex min-h-12 cursor-pointer items-start gap-3 rounded-xl border bg-white px-4 py-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 ${message ? "border-error" : "border-line-strong"}`}
          >
            <input type="radio" value={option.value} {...form.register(name)} className="mt-1 size-5 shrink-0 accent-brand-600" />
            <span>
              <span className="block font-medium text-ink">{option.label}</span>
              {option.description ? <span className="block text-sm text-muted">{option.description}</span> : null}
            </span>
          </label>
        ))}
      </div>
      {message ? (
        <p id={`${id}-error`} className={errorClasses}>
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}
