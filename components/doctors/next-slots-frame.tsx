import { useTranslations } from "next-intl";

/*
 * The doctor card's "next available" band, drawn by the server. Its times (or "none", or the
 * failure) are rendered in the browser by the list's NextSlotsScope (next-slots.tsx) into the
 * band's empty live slot, in front of the pending cells, which the stylesheet then hides
 * (`.next-slots-live:not(:empty) ~ .next-slots-pending` in styles/globals.css): one insertion per
 * card and no script of its own. Every state has the same height, so the card does not move. No
 * live regions: a list of twelve cards must not announce twelve times; the times are links in
 * reading order, found when reached.
 */

export type NextSlotsProps = {
  doctorId: number;
  doctorName: string;
  /** The doctor page's localized path; a time links to its booking section. */
  doctorPath: string;
};

export function NextSlotsBand({ doctorId, doctorName, doctorPath }: NextSlotsProps) {
  const t = useTranslations("doctors.slots");
  return (
    <div className="w-full" data-testid="next-slots">
      <p className="mb-1 text-start text-xs font-semibold text-muted">
        {t("heading")}
        {/* When a list mixes Saudi and Egyptian branches, the times' city is written here (next-slots-live.tsx). */}
        <span className="next-slots-zone" />
      </p>
      {/* Contained: the times arriving lay out this box alone, not the page around twelve cards. */}
      <div className="h-12 [contain:size_layout]">
        <div className="next-slots-live contents" data-doctor-id={doctorId} data-doctor-name={doctorName} data-doctor-path={doctorPath} />
        <NextSlotsPending />
      </div>
    </div>
  );
}

/** What the band shows until its times, or their failure, come in front of it. */
function NextSlotsPending() {
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
    <div className="flex h-full items-center justify-between gap-2 text-xs text-muted" data-testid="next-slots-failed">
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
