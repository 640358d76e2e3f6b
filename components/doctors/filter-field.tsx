import type { ReactNode } from "react";
import { SelectOptions } from "@/components/forms/select-options";
import type { FilterOption } from "@/stores/doctor-filters";

export const filterLabelClass = "mb-1 block text-sm font-semibold text-ink";
export const filterControlClass =
  "min-h-11 w-full rounded-lg border border-line-strong bg-white px-3 text-base text-ink disabled:cursor-not-allowed disabled:bg-surface disabled:text-muted";

/** The id of a filter's control, from its name in the URL (`name` → `doctor-filter-name`). */
export const filterId = (name: string) => `doctor-filter-${name}`;

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

/** A filter chosen from a list, "all" (no filter) first; the form sends it by its URL name. */
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
  onChange: (value: number | null) => void;
  disabled?: boolean;
  hint?: ReactNode;
}) {
  return (
    <FilterField name={name} label={label} hint={hint}>
      <select
        id={filterId(name)}
        name={name}
        value={value ?? ""}
        disabled={disabled}
        aria-describedby={hint ? `${filterId(name)}-hint` : undefined}
        onChange={(event) => onChange(event.target.value === "" ? null : Number(event.target.value))}
        className={filterControlClass}
      >
        <SelectOptions options={options} empty={all} />
      </select>
    </FilterField>
  );
}
