"use client";

import { useId, type ReactNode, type TextareaHTMLAttributes } from "react";
import { type FieldPath, type FieldValues, type UseFormReturn, useFormState } from "react-hook-form";
import { errorMessageOf } from "./field-error";
import { inputClasses } from "./field-classes";
import { FieldShell, describedBy, fieldIds } from "./field-shell";

export interface TextAreaFieldProps<V extends FieldValues>
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "form" | "id"> {
  form: UseFormReturn<V, unknown, FieldValues>;
  name: FieldPath<V>;
  label: ReactNode;
  hint?: ReactNode;
  optional?: string;
}

export function TextAreaField<V extends FieldValues>({ form, name, label, hint, optional, rows = 5, ...textarea }: TextAreaFieldProps<V>) {
  const ids = fieldIds(useId(), name);
  const { errors } = useFormState({ control: form.control, name });
  const message = errorMessageOf(errors, name);
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={message} optional={optional}>
      <textarea
        id={ids.input}
        rows={rows}
        {...textarea}
        {...form.register(name)}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(ids, hint, message)}
        className={inputClasses(Boolean(message), "py-3")}
      />
    </FieldShell>
  );
}
