"use client";

import { useId, type ComponentType } from "react";
import { type FieldPath, type FieldValues, type UseFormReturn, useFormState } from "react-hook-form";
import type { BoundField } from "./field-binding";
import { errorMessageOf } from "./field-error";
import { fieldIds } from "./field-shell";

type Form<V extends FieldValues> = UseFormReturn<V, unknown, FieldValues>;

/** One field wired to react-hook-form; it re-renders alone when its error changes. */
export function useFormField<V extends FieldValues>(form: Form<V>, name: FieldPath<V>): BoundField {
  const ids = fieldIds(useId(), name);
  const { errors } = useFormState({ control: form.control, name });
  return { ids, error: errorMessageOf(errors, name), control: form.register(name) };
}

/** A field component's props with react-hook-form's form and field name in place of a bound field. */
export type FormFieldProps<P extends { field: BoundField }, V extends FieldValues> = Omit<P, "field"> & {
  form: Form<V>;
  name: FieldPath<V>;
};

/** Wires a field component (TextInput, SelectInput…) to react-hook-form by its name. */
export function formField<P extends { field: BoundField }>(Input: ComponentType<P>) {
  return function FormField<V extends FieldValues>({ form, name, ...props }: FormFieldProps<P, V>) {
    // `props` is P without `field`, added here; TypeScript cannot see that the two make P again.
    const all = { ...props, field: useFormField(form, name) } as unknown as P;
    return <Input {...all} />;
  };
}
