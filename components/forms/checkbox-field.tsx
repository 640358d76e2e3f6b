"use client";

import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { CheckboxInput, type CheckboxInputProps } from "./checkbox-input";
import { useFormField } from "./form-fields";

export interface CheckboxFieldProps<V extends FieldValues> extends Omit<CheckboxInputProps, "field"> {
  form: UseFormReturn<V, unknown, FieldValues>;
  name: FieldPath<V>;
}

/** A single consent or yes/no choice wired to react-hook-form. */
export function CheckboxField<V extends FieldValues>({ form, name, ...props }: CheckboxFieldProps<V>) {
  return <CheckboxInput field={useFormField(form, name)} {...props} />;
}
