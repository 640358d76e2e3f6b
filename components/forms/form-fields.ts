"use client";

import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import type { FieldBinder } from "./field-binding";
import { errorMessageOf } from "./field-error";
import { fieldIds } from "./field-shell";

/**
 * Every field of a react-hook-form form, for a field renderer shared with the server's markup:
 * reading the errors here subscribes the form to them, so a new error renders its fields again.
 */
export const formFields =
  <V extends FieldValues>(form: UseFormReturn<V, unknown, FieldValues>, formId: string): FieldBinder =>
  (name) => ({
    ids: fieldIds(formId, name),
    error: errorMessageOf(form.formState.errors, name),
    control: form.register(name as FieldPath<V>),
  });
