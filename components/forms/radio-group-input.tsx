import type { ReactNode } from "react";
import type { BoundField } from "./field-binding";
import { errorClasses, hintClasses } from "./field-classes";
import { describedBy } from "./field-shell";

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** A line under the label (e.g. how a payment method works). */
  description?: ReactNode;
}

export interface RadioGroupInputProps {
  field: BoundField;
  legend: ReactNode;
  options: readonly RadioOption[];
  hint?: ReactNode;
  /** Lay the choices side by side from the small breakpoint up. */
  inline?: boolean;
}

/**
 * A fieldset of radio cards; arrow keys move between choices as the platform does. Rendered alike
 * by the server's markup and by a form's code (see TextInput).
 */
export function RadioGroupInput({ field, legend, options, hint, inline }: RadioGroupInputProps) {
  const { ids, error, control } = field;
  return (
    <fieldset aria-describedby={describedBy(ids, hint, error)} aria-invalid={error ? true : undefined}>
      <legend className="font-semibold text-ink">{legend}</legend>
      {hint ? (
        <p id={ids.hint} className={hintClasses}>
          {hint}
        </p>
      ) : null}
      <div className={`mt-2 grid gap-2 ${inline ? "sm:grid-cols-2" : ""}`}>
        {options.map((option) => (
          <label
            key={option.value}
            className={`flex min-h-12 cursor-pointer items-start gap-3 rounded-xl border bg-white px-4 py-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 ${error ? "border-error" : "border-line-strong"}`}
          >
            <input type="radio" {...control} value={option.value} className="mt-1 size-5 shrink-0 accent-brand-600" />
            <span>
              <span className="block font-medium text-ink">{option.label}</span>
              {option.description ? <span className="block text-sm text-muted">{option.description}</span> : null}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={ids.error} className={errorClasses}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
