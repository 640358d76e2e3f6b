import type { ReactNode, TextareaHTMLAttributes } from "react";
import { controlAttributes, type BoundField } from "./field-binding";
import { inputClasses } from "./field-classes";
import { FieldShell } from "./field-shell";

export interface TextAreaInputProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "form" | "id"> {
  field: BoundField;
  label: ReactNode;
  hint?: ReactNode;
  optional?: string;
}

/** A labelled text area, rendered alike by the server's markup and by a form's code (see TextInput). */
export function TextAreaInput({ field, label, hint, optional, rows = 5, ...textarea }: TextAreaInputProps) {
  const { ids, error } = field;
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} optional={optional}>
      <textarea rows={rows} {...textarea} {...controlAttributes(field, hint)} className={inputClasses(Boolean(error), "py-3")} />
    </FieldShell>
  );
}
