"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from "react-hook-form";
import type { z } from "zod";

/**
 * react-hook-form with the zod schema of lib/validation (the server re-validates with the same
 * schema). Errors appear once a field was left or the form submitted, then follow each keystroke;
 * what the visitor typed is never cleared by a failure.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: { defaultValues?: DefaultValues<z.input<S>> } = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as never,
    mode: "onTouched",
    reValidateMode: "onChange",
    shouldFocusError: true,
    defaultValues: options.defaultValues,
  });
}
