import type { ReactNode } from "react";
import { SelectOptions } from "@/components/forms/select-options";
import type { DoctorFilterData } from "@/lib/doctors/filter-data-types";
import type { FilterOption } from "@/stores/doctor-filters";

/**
 * The filters' words by key, passed down rather than read from context: next-intl's translator in
 * the interactive form, one made from the server form's own words in its markup
 * (doctor-filters-view.tsx), which so calls no hook and is written once per process for the same
 * data (drawn-markup.ts).
 */
export type FilterWords = (key: keyof DoctorFilterData["messages"], values?: { count: number }) => string;

/** A filter's label and control (spelled once in styles/globals.css: the form renders both a few times). */
export const filterLabelClass = "filter-label";
export const filterControlClass = "filter-control";

/**
 * On the server's native controls, what hands the form over to its code (ActivateOnIntent): a
 * changed field, a pressed button, or the focus of a text box whose code answers each key.
 */
export const handOver = (intent: "change" | "press" | "focus") => ({ "data-intent": intent });

/** The id of a filter's control, from its name in the URL (`name` → `doctor-filter-name`). */
export const filterId = (name: string) => `doctor-filter-${name}`;

/**
 * The buttons the server's form shows but only its code can answer (`data-intent=press`): the same
 * ids in both, so the code knows which was pressed and the focus stays on it.
 */
export const DOCTOR_FILTER_BUTTONS = {
  openSheet: "doctor-filters-open",
  clearAll: "doctor-filters-clear",
  clearSpecialty: "doctor-filter-specialty-clear",
} as const;

/** One labelled filter of the doctor search, with its hint (if any) under the control. */
export function FilterField({ name, label, hint, children }: { name: string; label: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={filterId(name)} className={filterLabelClass}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${filterId(name)}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A filter chosen from a list, "all" (no filter) first; the form sends it by its URL name. Without
 * `onChange` it is the server's native control (a change hands the form over, ActivateOnIntent);
 * with it, controlled by the filters store.
 */
export function FilterSelect({
  name,
  label,
  all,
  options,
  value,
  onChange,
  disabled,
  hint,
}: {
  name: string;
  label: string;
  all: string;
  options: readonly FilterOption[];
  value: number | null;
  onChange?: (value: number | null) => void;
  disabled?: boolean;
  hint?: ReactNode;
}) {
  return (
    <FilterField name={name} label={label} hint={hint}>
      <select
        id={filterId(name)}
        name={name}
        {...(onChange
          ? { value: value ?? "", onChange: (event) => onChange(event.target.value === "" ? null : Number(event.target.value)) }
          : { defaultValue: value ?? "", ...handOver("change") })}
        disabled={disabled}
        aria-describedby={hint ? `${filterId(name)}-hint` : undefined}
        className={filterControlClass}
      >
        <SelectOptions options={options} empty={all} />
      </select>
    </FilterField>
  );
}
