import type { ReactNode } from "react";
import { errorClasses, hintClasses, labelClasses } from "./field-classes";

export interface FieldIds {
  input: string;
  hint: string;
  error: string;
}

export const fieldIds = (formId: string, name: string): FieldIds => ({
  input: `${formId}-${name}`,
  hint: `${formId}-${name}-hint`,
  error: `${formId}-${name}-error`,
});

/** `aria-describedby` of a control: its hint, then its error when there is one. */
export const describedBy = (ids: FieldIds, hint: unknown, error: unknown) =>
  [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(" ") || undefined;

interface FieldShellProps {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** A link or action beside the label (e.g. "Forgot your password?"). */
  aside?: ReactNode;
  optional?: string;
  /** The label is read by screen readers only (the placeholder shows it), as in the newsletter box. */
  labelHidden?: boolean;
  children: ReactNode;
}

/** Label, hint, control and error of one field, linked for screen readers. */
export function FieldShell({ ids, label, hint, error, aside, optional, labelHidden, children }: FieldShellProps) {
  return (
    <div>
      <div className="flex items-baseline justify-between gap-4">
        <label htmlFor={ids.input} className={labelHidden ? "sr-only" : labelClasses}>
          {label}
          {optional ? <span className="ms-2 text-sm font-normal text-muted">{optional}</span> : null}
        </label>
        {aside}
      </div>
      {hint ? (
        <p id={ids.hint} className={hintClasses}>
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={ids.error} className={errorClasses}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
