"use client";

import { useId, type ReactNode, type SelectHTMLAttributes } from "react";
import { type FieldPath, type FieldValues, type UseFormReturn, useFormState } from "react-hook-form";
import { errorMessageOf } from "./field-error";
import { inputClasses } from "./field-classes";
import { FieldShell, describedBy, fieldIds } from "./field-shell";

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps<V extends FieldValues>
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "form" | "id"> {
  form: UseFormReturn<V, unknown, FieldValues>;
  name: FieldPath<V>;
  label: ReactNode;
  options: readonly SelectOption[];
  /** The empty first choice ("Choose a branch"); omit when a value is always chosen. */
  placeholder?: string;
  hint?: ReactNode;
  optional?: string;
}

export function SelectField<V extends FieldValues>({ form, name, label, options, placeholder, hint, optional, ...select }: SelectFieldProps<V>) {
  const ids = fieldIds(useId(), name);
  const { errors } = useFormState({ control: form.control, name });
  const message = errorMessageOf(errors, name);
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={message} optional={optional}>
      <select
        id={ids.input}
        {...select}
        {...form.register(name)}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(ids, hint, message)}
        className={inputClasses(Boolean(message), "pe-10")}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
