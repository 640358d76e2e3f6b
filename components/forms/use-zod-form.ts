"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from "react-hook-form";
import type { z } from "zod";
import { useFocusFirstErrorAfterSubmit } from "./focus-first-error";

/**
 * react-hook-form with the zod schema of lib/validation (the server re-validates with the same
 * schema). Errors appear once a field was left or the form submitted, then follow each keystroke;
 * what the visitor typed is never cleared by a failure. A failed submit focuses the first field
 * with an error once (focus-first-error.ts).
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: { defaultValues?: DefaultValues<z.input<S>> } = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as never,
    mode: "onTouched",
    reValidateMode: "onChange",
    shouldFocusError: false,
    defaultValues: options.defaultValues,
  });
  useFocusFirstErrorAfterSubmit(form);
  return form;
}
