"use client";

import { useRef, useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import type { ActionResult } from "@/lib/forms/action-result";
import { applyActionResult } from "./apply-action-result";

/**
 * Sends a form to its server action: field errors go under their fields (the first focused), any
 * other failure to the form's alert (focused); on success `onDone` runs with the answer and the
 * button stays disabled while the next step takes over.
 */
export function useFormAction<V extends FieldValues>(form: UseFormReturn<V, unknown, FieldValues>) {
  const [formError, setFormError] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);

  const send = async <T>(action: () => Promise<ActionResult<T>>, onDone: (data: T, message: string | null) => void) => {
    setFormError(null);
    const result = await action();
    const message = applyActionResult(form, result);
    if (!result.ok) {
      setFormError(message);
      if (!result.fieldErrors || Object.keys(result.fieldErrors).length === 0) alertRef.current?.focus();
      return;
    }
    setMoving(true);
    onDone(result.data, message);
  };

  return { formError, alertRef, pending: form.formState.isSubmitting || moving, send };
}
