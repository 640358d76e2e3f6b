"use client";

import { useLocale, useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button";
import type { Reservation } from "@/lib/contract/booking";
import { formatDate, formatTime } from "./format";

/**
 * The time the details step holds, said where the patient types (the summary repeats it at the
 * end), with the way back to the times.
 */
export function HeldTime({ reservation, onChange }: { reservation: Reservation; onChange: () => void }) {
  const t = useTranslations("booking");
  const locale = useLocale();
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-lg border border-line bg-surface px-4 py-3"
      data-testid="booking-held-time"
    >
      <p className="grid">
        <span className="text-sm text-muted">{t("heldTime", { kind: t(`kinds.${reservation.kind}`) })}</span>
        <span className="font-semibold text-ink">
          {formatDate(locale, reservation.start, reservation.time_zone)} ·{" "}
          <bdi className="whitespace-nowrap">{formatTime(locale, reservation.start, reservation.time_zone)}</bdi>
        </span>
      </p>
      <button type="button" onClick={onChange} className={buttonClasses("ghost", "sm")}>
        {t("changeTime")}
      </button>
    </div>
  );
}
