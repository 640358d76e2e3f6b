import type { InputHTMLAttributes, ReactNode } from "react";
import { controlAttributes, type BoundField } from "./field-binding";
import { inputClasses } from "./field-classes";
import { FieldShell } from "./field-shell";

type NativeInput = Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "form" | "id" | "children">;

export interface TextInputProps extends NativeInput {
  field: BoundField;
  label: ReactNode;
  hint?: ReactNode;
  aside?: ReactNode;
  /** Shown beside the label of a field that may stay empty, e.g. "(optional)". */
  optional?: string;
  labelHidden?: boolean;
  /** Extra classes of the input (e.g. room for a button inside it). */
  inputClassName?: string;
  /** Rendered after the input, inside the field (e.g. a show-password button). */
  children?: ReactNode;
}

/**
 * A labelled input with its hint and error linked for screen readers; a text input unless told
 * otherwise, said outright (checkers reject `autocomplete` on an input whose type is implied).
 * No hooks and no handlers of its own: the server's markup renders it as a native control, a
 * form's code with its binding.
 */
export function TextInput({ field, label, hint, aside, optional, labelHidden, inputClassName, children, ...input }: TextInputProps) {
  const { ids, error } = field;
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} aside={aside} optional={optional} labelHidden={labelHidden}>
      <div className={children ? "relative" : undefined}>
        <input type="text" {...input} {...controlAttributes(field, hint)} className={inputClasses(Boolean(error), inputClassName)} />
        {children}
      </div>
    </FieldShell>
  );
}
