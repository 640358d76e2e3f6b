"use client";

import { useEffect, useRef, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { CloseIcon } from "@/components/ui/icons";

export const FILTER_SHEET_ID = "doctor-filters-sheet";

/** Above this width the filters are a sidebar, and an open sheet gives way to it. */
const WIDE = "(min-width: 1024px)";

/**
 * The filters below 1024 px: a native modal <dialog> sliding up from the bottom, as the mobile menu
 * does (the page behind is inert, Escape and the backdrop close it, focus returns to the button
 * that opened it). `children` renders only while it is open, so the form exists once in the page:
 * here while the sheet is open, in the sidebar otherwise.
 */
export function DoctorFilterSheet({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  const t = useTranslations("doctors.filters");
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!open) {
      if (dialog.open) dialog.close();
      return;
    }
    if (!dialog.open) dialog.showModal();
    // The sheet's title first, so a screen reader says where the visitor now is.
    titleRef.current?.focus();
    const wide = window.matchMedia(WIDE);
    const onWide = () => wide.matches && dialog.close();
    wide.addEventListener("change", onWide);
    return () => {
      wide.removeEventListener("change", onWide);
    };
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      id={FILTER_SHEET_ID}
      aria-labelledby={`${FILTER_SHEET_ID}-title`}
      data-testid="doctor-filters-sheet"
      className="m-0 mt-auto max-h-[92dvh] w-full max-w-none rounded-t-2xl border-0 bg-white p-0 text-ink shadow-[var(--shadow-raised)] backdrop:bg-brand-900/50 open:flex open:flex-col"
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop targets the dialog itself.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className="flex items-center justify-between gap-2 border-b border-line px-4 py-3">
        <h2 ref={titleRef} id={`${FILTER_SHEET_ID}-title`} tabIndex={-1} className="text-lg font-bold text-ink">
          {t("heading")}
        </h2>
        <button
          type="button"
          onClick={() => dialogRef.current?.close()}
          aria-label={t("close")}
          className="inline-flex size-11 items-center justify-center rounded-lg text-muted hover:bg-surface hover:text-ink"
        >
          <CloseIcon />
        </button>
      </div>
      {open ? children : null}
    </dialog>
  );
}
