"use client";

import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import { type FieldPath, type FieldValues, type UseFormReturn, useFormState } from "react-hook-form";
import { errorMessageOf } from "./field-error";
import { inputClasses } from "./field-classes";
import { FieldShell, describedBy, fieldIds } from "./field-shell";

type NativeInput = Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "form" | "id" | "children">;

export interface TextFieldProps<V extends FieldValues> extends NativeInput {
  form: UseFormReturn<V, unknown, FieldValues>;
  name: FieldPath<V>;
  label: ReactNode;
  hint?: ReactNode;
  aside?: ReactNode;
  /** Shown beside the label of a field that may stay empty, e.g. "(optional)". */
  optional?: string;
  /** Extra classes of the input (e.g. room for a button inside it). */
  inputClassName?: string;
  /** Rendered after the input, inside the field (e.g. a show-password button). */
  children?: ReactNode;
}

/** A labelled input wired to react-hook-form; its error is shown under it and announced on submit. */
export function TextField<V extends FieldValues>({
  form,
  name,
  label,
  hint,
  aside,
  optional,
  inputClassName,
  children,
  ...input
}: TextFieldProps<V>) {
  const formId = useId();
  const ids = fieldIds(formId, name);
  const { errors } = useFormState({ control: form.control, name });
  const message = errorMessageOf(errors, name);
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={message} aside={aside} optional={optional}>
      <div className={children ? "relative" : undefined}>
        <input
          id={ids.input}
          {...input}
          {...form.register(name)}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy(ids, hint, message)}
          className={inputClasses(Boolean(message), inputClassName)}
        />
        {children}
      </div>
    </FieldShell>
  );
}
