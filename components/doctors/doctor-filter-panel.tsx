import type { ReactNode, Ref } from "react";
import { useTranslations } from "next-intl";
import { FilterIcon } from "@/components/ui/icons";
import { DOCTOR_FILTER_BUTTONS, handOver } from "./filter-field";

/**
 * The phone's "Filters" button (below 1024 px), with how many filters narrow the list. On the
 * server's markup pressing it hands the search over to its code (which then opens the sheet); the
 * interactive search passes `onClick`, its ref and the sheet's state.
 */
export function FilterSheetButton({
  applied,
  expanded = false,
  controls,
  buttonRef,
  onClick,
}: {
  applied: number;
  expanded?: boolean;
  /** The sheet's id, once the sheet exists. */
  controls?: string;
  buttonRef?: Ref<HTMLButtonElement>;
  onClick?: () => void;
}) {
  const t = useTranslations("doctors.filters");
  return (
    <div className="mb-4 flex items-center justify-between gap-3 lg:hidden">
      <button
        ref={buttonRef}
        id={DOCTOR_FILTER_BUTTONS.openSheet}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={expanded}
        aria-controls={controls}
        {...(onClick ? { onClick } : handOver("press"))}
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
  );
}

/** The filters from 1024 px: a sticky sidebar beside the results (hidden below, where the sheet serves). */
export function DoctorFilterSidebar({ children }: { children: ReactNode }) {
  const t = useTranslations("doctors.filters");
  return (
    <div
      id="doctor-filters-panel"
      data-testid="doctor-filters-panel"
      className="hidden lg:sticky lg:top-4 lg:block lg:rounded-[var(--radius-card)] lg:border lg:border-line lg:bg-white lg:shadow-[var(--shadow-card)]"
    >
      <div className="border-b border-line px-4 py-3">
        <h2 id="doctor-filters-title" className="text-lg font-bold text-ink">
          {t("heading")}
        </h2>
      </div>
      {children}
    </div>
  );
}
