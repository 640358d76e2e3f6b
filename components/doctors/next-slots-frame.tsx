import { useTranslations } from "next-intl";
import type { ReactNode, Ref } from "react";

/*
 * The doctor card's "next available" band in each of its states. Every state has the same height,
 * so the card does not move when the times arrive (or fail to). No live regions: a list of twelve
 * cards must not announce twelve times; the times are links in reading order, found when reached.
 */

export function NextSlotsFrame({ busy = false, children, ref }: { busy?: boolean; children: ReactNode; ref?: Ref<HTMLDivElement> }) {
  const t = useTranslations("doctors.slots");
  return (
    <div ref={ref} className="w-full" aria-busy={busy || undefined} data-testid="next-slots">
      <p className="mb-1 text-start text-xs font-semibold text-muted">{t("heading")}</p>
      {/* Contained: the times arriving lay out this box alone, not the page around twelve cards. */}
      <div className="h-12 [contain:size_layout]">{children}</div>
    </div>
  );
}

export function NextSlotsSkeleton({ ref }: { ref?: Ref<HTMLDivElement> }) {
  const t = useTranslations("doctors.slots");
  return (
    <NextSlotsFrame busy ref={ref}>
      <span className="sr-only">{t("loading")}</span>
      <div aria-hidden="true" className="grid h-full grid-cols-3 gap-2">
        {[0, 1, 2].map((i) => (
          <div key={i} className="animate-pulse rounded-lg bg-surface" />
        ))}
      </div>
    </NextSlotsFrame>
  );
}

export function NextSlotsFailed({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations("doctors.slots");
  return (
    <NextSlotsFrame>
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
    </NextSlotsFrame>
  );
}
