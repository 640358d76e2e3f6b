import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import type { ActionResult } from "@/lib/forms/action-result";

/**
 * Puts a server action's answer into the form: each field error under its field (the first one
 * focused), nothing the visitor typed cleared. Returns the form-level message to show, or null
 * when the action succeeded without one.
 */
export function applyActionResult<V extends FieldValues, T>(
  form: UseFormReturn<V, unknown, FieldValues>,
  result: ActionResult<T>,
): string | null {
  if (result.ok) return result.message ?? null;
  const fields = Object.entries(result.fieldErrors ?? {});
  const known = new Set(Object.keys(form.getValues()));
  let focused = false;
  for (const [field, message] of fields) {
    if (!known.has(field.split(".")[0] ?? field)) continue;
    form.setError(field as FieldPath<V>, { type: "server", message }, { shouldFocus: !focused });
    focused = true;
  }
  return result.message;
}
