"use client";

import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  useTransition,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { useLocale, useTranslations } from "next-intl";
import type { SpecialityPage } from "@/lib/api/broker";
import { Link, useRouter } from "@/lib/i18n/navigation";
import {
  DoctorFiltersProvider,
  useDoctorFilters,
  useDoctorFiltersStore,
} from "@/stores/doctor-filters-provider";
import { filterValuesOf, type BranchOption, type FilterOption } from "@/stores/doctor-filters";
import { CloseIcon, FilterIcon, SearchIcon } from "@/components/ui/icons";
import { lookupDoctorNames } from "@/lib/doctors/lookup-client";
import { SpecialtyCombobox } from "./specialty-combobox";
import {
  EMPTY_DOCTOR_FILTERS,
  searchParamsFromFilters,
  type DoctorFilterValues,
} from "@/lib/doctors/search-params";

export type DoctorSearchProps = {
  /** The filters of the URL this page was rendered for. */
  filters: DoctorFilterValues;
  specialtyName: string;
  subSpecialties: FilterOption[];
  meta: { total: number; perPage: number; page: number; lastPage: number };
  entities: FilterOption[];
  branches: BranchOption[];
  genders: FilterOption[];
  titles: FilterOption[];
  initialSpecialties: SpecialityPage;
  initialSpecialtiesKey: string;
  /** The localized /doctors path: the form's action without JavaScript. */
  action: string;
  /** The server-rendered results. */
  children: ReactNode;
};

/**
 * The interactive part of the doctors page: one filters store for this tree, the filter form
 * (a sidebar on large screens, a focus-trapping sheet below 1024 px), and the results the server
 * rendered for the current URL. Submitting writes the filters to the URL; the server renders the
 * new results; a URL change (Back/Forward included) flows back into the store.
 */
export function DoctorSearch(props: DoctorSearchProps) {
  const locale = useLocale();
  const [deps] = useState(() => ({
    searchDoctorsByName: (name: string) => lookupDoctorNames(locale, name),
  }));
  return (
    <DoctorFiltersProvider
      deps={deps}
      init={{
        filters: props.filters,
        allBranches: props.branches,
        specialtyName: props.specialtyName,
        subSpecialties: props.subSpecialties,
        total: props.meta.total,
        perPage: props.meta.perPage,
        lastPage: props.meta.lastPage,
      }}
    >
      <UrlSync filters={props.filters} specialtyName={props.specialtyName} subSpecialties={props.subSpecialties} meta={props.meta} />
      <SearchLayout {...props} />
    </DoctorFiltersProvider>
  );
}

/** URL → store: every render for a new URL (navigation, Back/Forward) restores its filters. */
function UrlSync({
  filters,
  specialtyName,
  subSpecialties,
  meta,
}: Pick<DoctorSearchProps, "filters" | "specialtyName" | "subSpecialties" | "meta">) {
  const store = useDoctorFiltersStore();
  const key = JSON.stringify([searchParamsFromFilters(filters).toString(), specialtyName, subSpecialties, meta]);
  const synced = useRef(key);
  // A layout effect: the store must hold the new URL's filters before the browser paints or
  // handles the next input, or a quick change right after a navigation would be overwritten.
  useLayoutEffect(() => {
    // A re-render of the same URL (refresh, prefetch) must not undo what the visitor is choosing.
    if (synced.current === key) return;
    synced.current = key;
    const state = store.getState();
    state.syncFromUrl(filters, { specialtyName });
    state.setSubSpecialties(subSpecialties);
    state.setResults(meta);
  }, [store, key, filters, specialtyName, subSpecialties, meta]);
  return null;
}

function activeCount(filters: DoctorFilterValues): number {
  return [filters.name.trim() || null, filters.entity, filters.branch, filters.specialty, filters.subspecialty, filters.gender, filters.title].filter(
    (value) => value !== null,
  ).length;
}

function SearchLayout(props: DoctorSearchProps) {
  const t = useTranslations("doctors.filters");
  const router = useRouter();
  const store = useDoctorFiltersStore();
  const [pending, startTransition] = useTransition();
  const [sheetOpen, setSheetOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const apply = useCallback(
    (values: DoctorFilterValues) => {
      const query = Object.fromEntries(searchParamsFromFilters(values));
      startTransition(() => {
        router.push({ pathname: "/doctors", query }, { scroll: false });
      });
    },
    [router],
  );

  const closeSheet = useCallback(() => {
    setSheetOpen(false);
    triggerRef.current?.focus();
  }, []);

  const applied = activeCount(props.filters);

  return (
    <div className="lg:grid lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start lg:gap-8">
      <div className="mb-4 flex items-center justify-between gap-3 lg:hidden">
        <button
          ref={triggerRef}
          type="button"
          aria-haspopup="dialog"
          aria-expanded={sheetOpen}
          aria-controls="doctor-filters-panel"
          onClick={() => setSheetOpen(true)}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-brand-600 bg-white px-4 font-semibold text-brand-700 hover:bg-brand-50"
        >
          <FilterIcon size={16} className="shrink-0" />
          {t("open")}
          {applied > 0 ? (
            <span className="rounded-full bg-brand-700 px-2 text-xs leading-5 text-white">
              <span aria-hidden="true">{applied}</span>
              <span className="sr-only">{t("activeCount", { count: applied })}</span>
            </span>
          ) : null}
        </button>
      </div>

      <FilterPanel
        {...props}
        open={sheetOpen}
        onClose={closeSheet}
        onApply={(values) => {
          apply(values);
          if (sheetOpen) closeSheet();
        }}
        onClear={() => {
          store.getState().clearAll();
          apply(EMPTY_DOCTOR_FILTERS);
          if (sheetOpen) closeSheet();
        }}
      />

      <div aria-busy={pending} className={pending ? "opacity-60 transition-opacity duration-300" : "transition-opacity duration-300"}>
        {props.children}
      </div>
    </div>
  );
}

const noopSubscribe = () => () => {};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function FilterPanel({
  open,
  onClose,
  onApply,
  onClear,
  ...props
}: DoctorSearchProps & {
  open: boolean;
  onClose: () => void;
  onApply: (values: DoctorFilterValues) => void;
  onClear: () => void;
}) {
  const t = useTranslations("doctors.filters");
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    panel?.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    // The sheet only exists below 1024 px: growing the window turns it back into the sidebar.
    const wide = window.matchMedia("(min-width: 1024px)");
    const onWide = () => wide.matches && onClose();
    wide.addEventListener("change", onWide);
    return () => {
      document.body.style.overflow = overflow;
      wide.removeEventListener("change", onWide);
    };
  }, [open, onClose]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!open) return;
    if (event.key === "Escape") {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== "Tab" || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => element.offsetParent !== null || element === document.activeElement,
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <>
      {open ? <div className="fixed inset-0 z-[60] bg-brand-900/50 lg:hidden" aria-hidden="true" onClick={onClose} /> : null}
      <div
        ref={panelRef}
        id="doctor-filters-panel"
        role={open ? "dialog" : undefined}
        aria-modal={open ? true : undefined}
        // Only a dialog takes a label; the closed panel is a plain container (an HTML validator flags it).
        aria-labelledby={open ? "doctor-filters-title" : undefined}
        onKeyDown={onKeyDown}
        data-testid="doctor-filters-panel"
        className={
          open
            ? "fixed inset-x-0 bottom-0 z-[70] flex max-h-[92dvh] flex-col rounded-t-2xl bg-white shadow-[var(--shadow-raised)] lg:static lg:z-auto lg:max-h-none lg:rounded-[var(--radius-card)]"
            : "hidden lg:sticky lg:top-4 lg:block lg:rounded-[var(--radius-card)] lg:border lg:border-line lg:bg-white lg:shadow-[var(--shadow-card)]"
        }
      >
        <div className="flex items-center justify-between gap-2 border-b border-line px-4 py-3">
          <h2 id="doctor-filters-title" className="text-lg font-bold text-ink" tabIndex={-1} data-autofocus={open ? "" : undefined}>
            {t("heading")}
          </h2>
          {open ? (
            <button
              type="button"
              onClick={onClose}
              aria-label={t("close")}
              className="inline-flex size-11 items-center justify-center rounded-lg text-muted hover:bg-surface hover:text-ink lg:hidden"
            >
              <CloseIcon />
            </button>
          ) : null}
        </div>
        <FiltersForm {...props} inSheet={open} onApply={onApply} onClear={onClear} />
      </div>
    </>
  );
}

function FiltersForm({
  entities,
  genders,
  titles,
  initialSpecialties,
  initialSpecialtiesKey,
  action,
  inSheet,
  onApply,
  onClear,
}: DoctorSearchProps & { inSheet: boolean; onApply: (values: DoctorFilterValues) => void; onClear: () => void }) {
  const t = useTranslations("doctors.filters");
  const store = useDoctorFiltersStore();
  const entity = useDoctorFilters((s) => s.entity);
  const branchId = useDoctorFilters((s) => s.branchId);
  const branches = useDoctorFilters((s) => s.branches);
  const specialty = useDoctorFilters((s) => s.specialty);
  const subSpecialty = useDoctorFilters((s) => s.subSpecialty);
  const subSpecialties = useDoctorFilters((s) => s.subSpecialties);
  const name = useDoctorFilters((s) => s.name);
  const gender = useDoctorFilters((s) => s.gender);
  const title = useDoctorFilters((s) => s.title);

  // False on the server and during hydration: tests (and nothing else) wait for it.
  const hydrated = useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void store.getState().searchByName(""); // the suggestions have done their job
    onApply({ ...filterValuesOf(store.getState()), page: 1 });
  }

  const toId = (value: string) => (value === "" ? null : Number(value));
  const field = "min-h-11 w-full rounded-lg border border-line-strong bg-white px-3 text-base text-ink disabled:cursor-not-allowed disabled:bg-surface disabled:text-muted";
  const label = "mb-1 block text-sm font-semibold text-ink";

  return (
    <form
      role="search"
      aria-label={t("formLabel")}
      method="get"
      action={action}
      onSubmit={submit}
      className="flex min-h-0 flex-1 flex-col"
      data-testid="doctor-filters-form"
      data-hydrated={hydrated ? "true" : undefined}
    >
      <div className="flex flex-col gap-4 overflow-y-auto px-4 py-4">
        <NameField value={name} fieldClass={field} labelClass={label} />

        {entities.length > 1 ? (
          <div>
            <label htmlFor="doctor-filter-entity" className={label}>
              {t("entity")}
            </label>
            <select
              id="doctor-filter-entity"
              name="entity"
              value={entity ?? ""}
              onChange={(event) => store.getState().setEntity(toId(event.target.value))}
              className={field}
            >
              <option value="">{t("allEntities")}</option>
              {entities.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}

        <div>
          <label htmlFor="doctor-filter-branch" className={label}>
            {t("branch")}
          </label>
          <select
            id="doctor-filter-branch"
            name="branch"
            value={branchId ?? ""}
            onChange={(event) => store.getState().selectBranch(toId(event.target.value))}
            className={field}
          >
            <option value="">{t("allBranches")}</option>
            {branches.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </div>

        <SpecialtyCombobox initial={initialSpecialties} initialKey={initialSpecialtiesKey} />

        <div>
          <label htmlFor="doctor-filter-subspecialty" className={label}>
            {t("subspecialty")}
          </label>
          <select
            id="doctor-filter-subspecialty"
            name="subspecialty"
            value={subSpecialty ?? ""}
            disabled={specialty === null || subSpecialties.length === 0}
            aria-describedby={specialty === null ? "doctor-filter-subspecialty-hint" : undefined}
            onChange={(event) => store.getState().selectSubSpecialty(toId(event.target.value))}
            className={field}
          >
            <option value="">{t("allSubspecialties")}</option>
            {subSpecialties.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
          {specialty === null ? (
            <p id="doctor-filter-subspecialty-hint" className="mt-1 text-xs text-muted">
              {t("chooseSpecialtyFirst")}
            </p>
          ) : null}
        </div>

        <fieldset>
          <legend className={label}>{t("gender")}</legend>
          <div className="flex flex-wrap gap-2">
            {[{ id: 0, name: t("anyGender") }, ...genders].map((option) => {
              const value = option.id === 0 ? null : option.id;
              const checked = gender === value;
              return (
                <label
                  key={option.id}
                  className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600 ${
                    checked ? "border-brand-600 bg-brand-50 font-semibold text-brand-800" : "border-line-strong text-ink"
                  }`}
                >
                  <input
                    type="radio"
                    name="gender"
                    value={value ?? ""}
                    checked={checked}
                    onChange={() => store.getState().setGender(value)}
                    className="size-4 accent-brand-700"
                  />
                  {option.name}
                </label>
              );
            })}
          </div>
        </fieldset>

        <div>
          <label htmlFor="doctor-filter-title" className={label}>
            {t("title")}
          </label>
          <select
            id="doctor-filter-title"
            name="title"
            value={title ?? ""}
            onChange={(event) => store.getState().setTitle(toId(event.target.value))}
            className={field}
          >
            <option value="">{t("allTitles")}</option>
            {titles.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className={`flex gap-2 border-t border-line px-4 py-3 ${inSheet ? "" : "lg:flex-col"}`}>
        <button
          type="submit"
          className="inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
        >
          <SearchIcon size={16} className="shrink-0" />
          {inSheet ? t("showResults") : t("search")}
        </button>
        <button
          type="button"
          onClick={onClear}
          className="inline-flex min-h-11 flex-1 items-center justify-center rounded-lg border border-line-strong px-4 font-semibold text-ink hover:bg-surface"
        >
          {t("clear")}
        </button>
      </div>
    </form>
  );
}

/** The name filter, with live suggestions of matching doctors while typing. */
function NameField({ value, fieldClass, labelClass }: { value: string; fieldClass: string; labelClass: string }) {
  const t = useTranslations("doctors.filters");
  const store = useDoctorFiltersStore();
  const hits = useDoctorFilters((s) => s.nameResults);
  const nameQuery = useDoctorFilters((s) => s.nameQuery);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <div>
      <label htmlFor="doctor-filter-name" className={labelClass}>
        {t("name")}
      </label>
      <input
        id="doctor-filter-name"
        name="name"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={80}
        placeholder={t("namePlaceholder")}
        value={value}
        aria-describedby="doctor-filter-name-status"
        onChange={(event) => {
          const next = event.target.value;
          store.getState().setName(next);
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => void store.getState().searchByName(next), 300);
        }}
        className={fieldClass}
      />
      <span id="doctor-filter-name-status" className="sr-only" aria-live="polite">
        {nameQuery && hits.length > 0 ? t("suggestionsCount", { count: hits.length }) : ""}
      </span>
      {nameQuery && hits.length > 0 ? (
        <div className="mt-2 rounded-lg border border-line bg-surface p-2">
          <p className="px-1 text-xs font-semibold text-muted">{t("suggestions")}</p>
          <ul>
            {hits.map((hit) => (
              <li key={hit.id}>
                <Link
                  href={{ pathname: "/doctor/[slug]", params: { slug: hit.slug } }}
                  className="flex min-h-11 flex-col justify-center rounded-md px-2 py-1 text-sm hover:bg-white"
                >
                  <span className="font-semibold text-brand-700">
                    {hit.title} {hit.name}
                  </span>
                  <span className="text-xs text-muted">{hit.specialty}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
