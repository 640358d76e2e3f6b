import type { ReactNode, TextareaHTMLAttributes } from "react";
import type { BoundField } from "./field-binding";
import { inputClasses } from "./field-classes";
import { FieldShell, describedBy } from "./field-shell";

export interface TextAreaInputProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "form" | "id"> {
  field: BoundField;
  label: ReactNode;
  hint?: ReactNode;
  optional?: string;
}

/** A labelled text area, rendered alike by the server's markup and by a form's code (see TextInput). */
export function TextAreaInput({ field, label, hint, optional, rows = 5, ...textarea }: TextAreaInputProps) {
  const { ids, error, control } = field;
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} optional={optional}>
      <textarea
        id={ids.input}
        rows={rows}
        {...textarea}
        {...control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        className={inputClasses(Boolean(error), "py-3")}
      />
    </FieldShell>
  );
}
