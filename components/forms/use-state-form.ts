"use client";

import { useState } from "react";
import type { FieldBinder } from "./field-binding";
import { fieldIds } from "./field-shell";

type Errors<F extends string> = Partial<Record<F, string>>;

/** Binds the controls to the state: each shows its value (or tick) and reports its changes. */
const stateFields =
  <F extends string>(
    formId: string,
    values: Record<F, string | boolean>,
    errors: Errors<F>,
    onChange: (name: F, value: string | boolean) => void,
  ): FieldBinder =>
  (name) => {
    const key = name as F;
    const value = values[key];
    const change = (event: { target: EventTarget }) => {
      const target = event.target as HTMLInputElement;
      onChange(key, target.type === "checkbox" ? target.checked : target.value);
    };
    return {
      ids: fieldIds(formId, name),
      error: errors[key],
      control: typeof value === "boolean" ? { name, checked: value, onChange: change } : { name, value, onChange: change },
    };
  };

/**
 * A small form kept in React state, for forms that must stay light (no form library): errors are
 * shown on sending and then follow the typing, the first one takes the focus, the button is
 * disabled while sending, and what was typed stays on any failure. The server checks again with
 * the full schema.
 */
export function useStateForm<F extends string, V extends Record<F, string | boolean>>({
  formId,
  initial,
  fields,
  check,
}: {
  /** The fields' ids are `formId-name`, as in the server's markup. */
  formId: string;
  initial: () => V;
  /** The fields in the order they are on screen: the first with an error takes the focus. */
  fields: readonly F[];
  check: (values: V) => Errors<F>;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<F>>({});
  const [pending, setPending] = useState(false);

  /** Shows these errors (the check's or the server's) and focuses the first; false when there are none. */
  const showErrors = (found: Errors<F>) => {
    setErrors(found);
    const first = fields.find((name) => found[name]);
    if (first) document.getElementById(fieldIds(formId, first).input)?.focus();
    return first !== undefined;
  };

  /** Checks the values; when they pass, runs `send` with the button disabled (`onError` if it throws). */
  const submit = async (send: (values: V) => Promise<void>, onError: () => void) => {
    if (showErrors(check(values))) return;
    setPending(true);
    try {
      await send(values);
    } catch {
      onError();
    } finally {
      setPending(false);
    }
  };

  const bind = stateFields(formId, values, errors, (name, value) => {
    const next: V = { ...values, [name]: value };
    setValues(next);
    if (errors[name]) setErrors((current) => ({ ...current, [name]: check(next)[name] }));
  });

  return { values, setValues, pending, bind, showErrors, submit };
}
