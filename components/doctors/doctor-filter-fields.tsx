import type { FormEvent, InputHTMLAttributes, ReactNode, Ref } from "react";
import { MAX_NAME_LENGTH } from "@/lib/doctors/search-params";
import type { FilterOption } from "@/stores/doctor-filters";
import { CloseIcon, SearchIcon } from "@/components/ui/icons";
import { DOCTOR_FILTER_BUTTONS, FilterField, FilterSelect, filterControlClass, filterId, filterLabelClass, handOver, type FilterWords } from "./filter-field";

/** What the form shows: one id (or none) per list filter, as in the URL. */
export interface DoctorFilterChoices {
  entity: number | null;
  branch: number | null;
  specialty: number | null;
  subspecialty: number | null;
  gender: number | null;
  title: number | null;
}

export interface DoctorFilterOptions {
  entities: readonly FilterOption[];
  /** The branches of the chosen facility (all of them without one). */
  branches: readonly FilterOption[];
  subSpecialties: readonly FilterOption[];
  genders: readonly FilterOption[];
  titles: readonly FilterOption[];
}

/** The interactive form's handlers (doctor-filters-form.tsx); the server's markup has none. */
export interface DoctorFilterHandlers {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClear: () => void;
  onEntity: (id: number | null) => void;
  onBranch: (id: number | null) => void;
  onSubSpecialty: (id: number | null) => void;
  onGender: (id: number | null) => void;
  onTitle: (id: number | null) => void;
}

/**
 * The doctor filters as one form (SPEC §3 "Doctor list filters"), rendered alike by the server's
 * markup (doctor-search-markup.tsx: a native GET form to the list, each field named by its URL key)
 * and by the interactive form (`on`, controlled by the filters store). The name and specialty fields
 * come in as `name` and `specialty`: native boxes on the server, live searches in the code.
 */
export function DoctorFilterFields({
  t,
  action,
  inSheet,
  options,
  values,
  on,
  name,
  specialty,
}: {
  t: FilterWords;
  /** The localized /doctors path: the form's action without JavaScript. */
  action: string;
  /** In the phone's sheet the submit button says "show results" and the buttons sit side by side. */
  inSheet: boolean;
  options: DoctorFilterOptions;
  values: DoctorFilterChoices;
  on?: DoctorFilterHandlers;
  name: ReactNode;
  specialty: ReactNode;
}) {
  return (
    <form
      role="search"
      aria-label={t("formLabel")}
      method="get"
      action={action}
      onSubmit={on?.onSubmit}
      className="filter-form"
      data-testid="doctor-filters-form"
    >
      <div className="filter-fields">
        {name}

        {options.entities.length > 1 ? (
          <FilterSelect name="entity" label={t("entity")} all={t("allEntities")} options={options.entities} value={values.entity} onChange={on?.onEntity} />
        ) : null}

        <FilterSelect name="branch" label={t("branch")} all={t("allBranches")} options={options.branches} value={values.branch} onChange={on?.onBranch} />

        {specialty}

        <FilterSelect
          name="subspecialty"
          label={t("subspecialty")}
          all={t("allSubspecialties")}
          options={options.subSpecialties}
          value={values.subspecialty}
          onChange={on?.onSubSpecialty}
          disabled={values.specialty === null || options.subSpecialties.length === 0}
          hint={values.specialty === null ? t("chooseSpecialtyFirst") : undefined}
        />

        <fieldset>
          <legend className={filterLabelClass}>{t("gender")}</legend>
          {/* One row of equal choices: in the sidebar's width a wrapping row left "Female" alone below. */}
          <div className="grid grid-cols-3 gap-2">
            {[{ id: 0, name: t("anyGender") }, ...options.genders].map((option) => {
              const value = option.id === 0 ? null : option.id;
              const checked = values.gender === value;
              return (
                <label
                  key={option.id}
                  // Styled by the checked radio itself, so a choice shows before the form's code runs.
                  className="filter-choice"
                >
                  <input
                    type="radio"
                    name="gender"
                    value={value ?? ""}
                    {...(on ? { checked, onChange: () => on.onGender(value) } : { defaultChecked: checked, ...handOver("change") })}
                  />
                  {option.name}
                </label>
              );
            })}
          </div>
        </fieldset>

        <FilterSelect name="title" label={t("title")} all={t("allTitles")} options={options.titles} value={values.title} onChange={on?.onTitle} />
      </div>

      <div className={inSheet ? "filter-actions" : "filter-actions lg:flex-col"}>
        <button
          type="submit"
          className="filter-submit"
        >
          <SearchIcon size={16} className="shrink-0" />
          {inSheet ? t("showResults") : t("search")}
        </button>
        <button
          id={DOCTOR_FILTER_BUTTONS.clearAll}
          type="button"
          {...(on ? { onClick: on.onClear } : handOver("press"))}
          className="filter-clear"
        >
          {t("clear")}
        </button>
      </div>
    </form>
  );
}

/**
 * The name filter's box and its polite status line; the interactive field (doctor-name-field.tsx)
 * passes `onChange`, the status text and the suggestions (`children`).
 */
export function DoctorNameInput({
  t,
  value,
  onChange,
  status,
  children,
}: {
  t: FilterWords;
  value: string;
  onChange?: (value: string) => void;
  status?: string;
  children?: ReactNode;
}) {
  return (
    <FilterField name="name" label={t("name")}>
      <input
        id={filterId("name")}
        name="name"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={MAX_NAME_LENGTH}
        placeholder={t("namePlaceholder")}
        {...(onChange ? { value, onChange: (event) => onChange(event.target.value) } : { defaultValue: value, ...handOver("focus") })}
        aria-describedby="doctor-filter-name-status"
        className={filterControlClass}
      />
      <span id="doctor-filter-name-status" className="sr-only" aria-live="polite">
        {status}
      </span>
      {children}
    </FilterField>
  );
}

/** The id of the specialty's text box (its chosen id travels in a hidden `specialty` field). */
export const SPECIALTY_INPUT_ID = filterId("specialty");

/**
 * The specialty field's frame: the label, the text box, the clear button while a specialty is
 * chosen, and the hidden field that sends its id. The server's markup renders a plain box (its
 * focus hands over); the combobox (specialty-combobox.tsx) passes its `input` attributes, `onClear`,
 * and its status and list as `children`.
 */
export function SpecialtyField({
  t,
  specialty,
  input,
  inputRef,
  onClear,
  children,
}: {
  t: FilterWords;
  specialty: number | null;
  input: InputHTMLAttributes<HTMLInputElement>;
  inputRef?: Ref<HTMLInputElement>;
  onClear?: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="relative">
      <label htmlFor={SPECIALTY_INPUT_ID} className={filterLabelClass}>
        {t("specialty")}
      </label>
      <div className="relative">
        <input
          {...(onClear ? input : { ...input, ...handOver("focus") })}
          ref={inputRef}
          id={SPECIALTY_INPUT_ID}
          type="text"
          autoComplete="off"
          placeholder={t("specialtyPlaceholder")}
          className={`${filterControlClass} pe-10 placeholder:text-muted`}
        />
        {specialty !== null ? (
          <button
            id={DOCTOR_FILTER_BUTTONS.clearSpecialty}
            type="button"
            {...(onClear ? { onClick: onClear } : handOver("press"))}
            aria-label={t("clearSpecialty")}
            className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-lg text-muted hover:text-ink"
          >
            <CloseIcon size={16} className="shrink-0" />
          </button>
        ) : null}
      </div>
      <input type="hidden" name="specialty" value={specialty ?? ""} />
      {children}
    </div>
  );
}
