"use client";

import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { useFormField } from "./form-fields";
import { RadioGroupInput, type RadioGroupInputProps } from "./radio-group-input";

export type { RadioOption } from "./radio-group-input";

export interface RadioGroupFieldProps<V extends FieldValues> extends Omit<RadioGroupInputProps, "field"> {
  form: UseFormReturn<V, unknown, FieldValues>;
  name: FieldPath<V>;
}

/** A fieldset of radio cards wired to react-hook-form. */
export function RadioGroupField<V extends FieldValues>({ form, name, ...props }: RadioGroupFieldProps<V>) {
  return <RadioGroupInput field={useFormField(form, name)} {...props} />;
}
