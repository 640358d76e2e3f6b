"use client";

import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { useFormField } from "./form-fields";
import { TextInput, type TextInputProps } from "./text-input";

export interface TextFieldProps<V extends FieldValues> extends Omit<TextInputProps, "field"> {
  form: UseFormReturn<V, unknown, FieldValues>;
  name: FieldPath<V>;
}

/** A labelled input wired to react-hook-form; its error is shown under it and announced on submit. */
export function TextField<V extends FieldValues>({ form, name, ...props }: TextFieldProps<V>) {
  return <TextInput field={useFormField(form, name)} {...props} />;
}
