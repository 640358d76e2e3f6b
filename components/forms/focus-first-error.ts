"use client";

import { useEffect } from "react";
import { get, type Field, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";

/**
 * After each submit the focus goes once to the first field, in the form's order, that shows an
 * error, unless it is on such a field already (an action's answer put it there).
 *
 * Forms using this turn react-hook-form's own `shouldFocusError` off: that one focuses the first
 * error again in a timer, and a quick typist who had fixed the first field and moved on by then
 * found the focus pulled forward to the next field with an error, mid-word.
 */
export function useFocusFirstErrorAfterSubmit<V extends FieldValues, C, T extends FieldValues>(form: UseFormReturn<V, C, T>): void {
  const { submitCount } = form.formState;
  useEffect(() => {
    if (submitCount === 0) return;
    // The form's errors as they are now (formState's are those it was last drawn with).
    const hasError = (name: string) => form.getFieldState(name as Path<V>).error !== undefined;
    const activeName = document.activeElement?.getAttribute("name");
    if (activeName && hasError(activeName)) return;
    // The order the fields were registered in: the one react-hook-form's own focusing follows.
    // Focused here, not by `setFocus`, which waits for a timer of its own.
    for (const name of form.control._names.mount) {
      if (!hasError(name)) continue;
      const field = (get(form.control._fields, name) as Field | undefined)?._f;
      const ref = field?.refs?.find((each) => !each.disabled) ?? field?.ref;
      if (typeof ref?.focus === "function") return ref.focus();
    }
  }, [form, submitCount]);
}
