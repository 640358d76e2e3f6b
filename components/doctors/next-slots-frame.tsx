import { useTranslations } from "next-intl";
import type { ReactNode, Ref } from "react";

/*
 * The doctor card's "next available" band. The frame and its pending cells are the server's; the
 * times (or "none", or the failure) are put in front of the cells when they arrive, and the cells
 * then hide by CSS (`.next-slots-shown ~ .next-slots-pending` in styles/globals.css): one insertion
 * per card, where swapping whole bands cost two removals and two insertions per card, each a
 * style invalidation. Every state has the same height, so the card does not move. No live
 * regions: a list of twelve cards must not announce twelve times; the times are links in reading
 * order, found when reached.
 */

export function NextSlotsFrame({ children, ref }: { children: ReactNode; ref?: Ref<HTMLDivElement> }) {
  const t = useTranslations("doctors.slots");
  return (
    <div ref={ref} className="w-full" data-testid="next-slots">
      <p className="mb-1 text-start text-xs font-semibold text-muted">{t("heading")}</p>
      {/* Contained: the times arriving lay out this box alone, not the page around twelve cards. */}
      <div className="h-12 [contain:size_layout]">{children}</div>
    </div>
  );
}

/** What the band shows until its times, or their failure, come in front of it. */
export function NextSlotsPending() {
  const t = useTranslations("doctors.slots");
  return (
    <div className="next-slots-pending h-full">
      <span className="sr-only">{t("loading")}</span>
      <div aria-hidden="true" className="grid h-full grid-cols-3 gap-2">
        {[0, 1, 2].map((i) => (
          <div key={i} className="animate-pulse rounded-lg bg-surface" />
        ))}
      </div>
    </div>
  );
}

export function NextSlotsFailed({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations("doctors.slots");
  return (
    <div className="next-slots-shown flex h-full items-center justify-between gap-2 text-xs text-muted" data-testid="next-slots-failed">
      <p>{t("failed")}</p>
      <button
        type="button"
        onClick={onRetry}
        className="min-h-11 shrink-0 rounded-lg px-2 font-semibold text-brand-700 underline hover:bg-brand-50"
      >
        {t("retry")}
      </button>
    </div>
  );
}
