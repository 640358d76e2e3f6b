import type { ReactNode, Ref } from "react";
import { FilterIcon } from "@/components/ui/icons";
import { DOCTOR_FILTER_BUTTONS, handOver, type FilterWords } from "./filter-field";

/**
 * The phone's "Filters" button (below 1024 px), with how many filters narrow the list. On the
 * server's markup pressing it hands the search over to its code (which then opens the sheet); the
 * interactive search passes `onClick`, its ref and the sheet's state.
 */
export function FilterSheetButton({
  t,
  applied,
  expanded = false,
  controls,
  buttonRef,
  onClick,
}: {
  t: FilterWords;
  applied: number;
  expanded?: boolean;
  /** The sheet's id, once the sheet exists. */
  controls?: string;
  buttonRef?: Ref<HTMLButtonElement>;
  onClick?: () => void;
}) {
  return (
    <div className="filter-bar">
      <button
        ref={buttonRef}
        id={DOCTOR_FILTER_BUTTONS.openSheet}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={expanded}
        aria-controls={controls}
        {...(onClick ? { onClick } : handOver("press"))}
        className="filter-open"
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
export function DoctorFilterSidebar({ t, children }: { t: FilterWords; children: ReactNode }) {
  return (
    <div
      id="doctor-filters-panel"
      data-testid="doctor-filters-panel"
      className="filter-sidebar"
    >
      <div className="filter-head">
        <h2 id="doctor-filters-title" className="text-lg font-bold text-ink">
          {t("heading")}
        </h2>
      </div>
      {children}
    </div>
  );
}
