import { describedBy, fieldIds, type FieldIds } from "./field-shell";

/**
 * What a control takes from its form: a name always; in a form's code its handlers too (from
 * react-hook-form's `register`, or a small form's own state). The server's markup gives the name
 * alone (and a first value), so the browser sends the field natively.
 */
export interface ControlProps {
  name: string;
  ref?: (element: HTMLElement | null) => void;
  onChange?: (event: { target: EventTarget }) => unknown;
  onBlur?: (event: { target: EventTarget }) => unknown;
  value?: string;
  checked?: boolean;
  defaultValue?: string;
  defaultChecked?: boolean;
}

/** One field of a form: its ids, its error (none in the server's markup) and its control. */
export interface BoundField {
  ids: FieldIds;
  error?: string;
  control: ControlProps;
}

/** A control's own attributes: its id, its form's wiring, and its links to its hint and error. */
export const controlAttributes = ({ ids, error, control }: BoundField, hint?: unknown) => ({
  id: ids.input,
  ...control,
  "aria-invalid": error ? true : undefined,
  "aria-describedby": describedBy(ids, hint, error),
});

/**
 * Wires a form's fields by name. A form's field renderer takes one, so the server's markup and the
 * interactive form render the very same fields: only the binder differs.
 */
export type FieldBinder = (name: string) => BoundField;

/**
 * The server's markup: native named controls, with the ids the interactive form uses too. A form
 * sent without JavaScript comes back (app/[locale]/(sign)/forms/[form]) with what was typed, each
 * field's error, and its ticked boxes.
 */
export const nativeFields =
  (formId: string, defaults: Partial<Record<string, string>> = {}, errors: Partial<Record<string, string>> = {}, ticked: readonly string[] = []): FieldBinder =>
  (name) => ({
    ids: fieldIds(formId, name),
    error: errors[name],
    control: {
      name,
      ...(defaults[name] === undefined ? {} : { defaultValue: defaults[name] }),
      ...(ticked.includes(name) ? { defaultChecked: true } : {}),
    },
  });
