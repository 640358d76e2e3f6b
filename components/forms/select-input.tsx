import type { ReactNode, SelectHTMLAttributes } from "react";
import { controlAttributes, type BoundField } from "./field-binding";
import { inputClasses } from "./field-classes";
import { FieldShell } from "./field-shell";
import { SelectOptions } from "./select-options";

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectInputProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "form" | "id"> {
  field: BoundField;
  label: ReactNode;
  options: readonly SelectOption[];
  /** The empty first choice ("Choose a branch"); omit when a value is always chosen. */
  placeholder?: string;
  hint?: ReactNode;
  optional?: string;
}

/** A labelled select, rendered alike by the server's markup and by a form's code (see TextInput). */
export function SelectInput({ field, label, options, placeholder, hint, optional, ...select }: SelectInputProps) {
  const { ids, error } = field;
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} optional={optional}>
      <select {...select} {...controlAttributes(field, hint)} className={inputClasses(Boolean(error), "pe-10")}>
        <SelectOptions options={options} empty={placeholder} />
      </select>
    </FieldShell>
  );
}
