import type { ReactNode } from "react";
import { controlAttributes, type BoundField } from "./field-binding";
import { errorClasses, hintClasses } from "./field-classes";

export interface CheckboxInputProps {
  field: BoundField;
  label: ReactNode;
  hint?: ReactNode;
  /** What the server's markup sends when ticked (the browser's default is "on"). */
  value?: string;
  /** Smaller text, for a consent line under a short form. */
  small?: boolean;
}

/**
 * A single consent or yes/no choice; the whole label is the hit area (at least 44 px high).
 * Rendered alike by the server's markup and by a form's code (see TextInput).
 */
export function CheckboxInput({ field, label, hint, value, small }: CheckboxInputProps) {
  const { ids, error } = field;
  return (
    <div>
      <label className={`flex min-h-11 cursor-pointer items-start gap-3 text-ink ${small ? "py-1 text-sm" : "py-2"}`}>
        <input type="checkbox" value={value} {...controlAttributes(field, hint)} className={`${small ? "mt-0.5" : "mt-1"} size-5 shrink-0 accent-brand-600`} />
        <span>{label}</span>
      </label>
      {hint ? (
        <p id={ids.hint} className={`${hintClasses} ms-8`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.error} className={`${errorClasses} ms-8`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
