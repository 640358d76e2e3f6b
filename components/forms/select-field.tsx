"use client";

import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { useFormField } from "./form-fields";
import { SelectInput, type SelectInputProps } from "./select-input";

export type { SelectOption } from "./select-input";

export interface SelectFieldProps<V extends FieldValues> extends Omit<SelectInputProps, "field"> {
  form: UseFormReturn<V, unknown, FieldValues>;
  name: FieldPath<V>;
}

export function SelectField<V extends FieldValues>({ form, name, ...props }: SelectFieldProps<V>) {
  return <SelectInput field={useFormField(form, name)} {...props} />;
}
