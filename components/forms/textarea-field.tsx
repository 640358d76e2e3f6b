"use client";

import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { useFormField } from "./form-fields";
import { TextAreaInput, type TextAreaInputProps } from "./textarea-input";

export interface TextAreaFieldProps<V extends FieldValues> extends Omit<TextAreaInputProps, "field"> {
  form: UseFormReturn<V, unknown, FieldValues>;
  name: FieldPath<V>;
}

export function TextAreaField<V extends FieldValues>({ form, name, ...props }: TextAreaFieldProps<V>) {
  return <TextAreaInput field={useFormField(form, name)} {...props} />;
}
