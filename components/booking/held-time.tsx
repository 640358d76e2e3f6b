"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import type { Reservation } from "@/lib/contract/booking";
import { formatDate, formatTime } from "./format";
import { HoldCountdown } from "./hold-countdown";

/**
 * The time the details step holds, said where the patient types (the summary repeats it at the
 * end), with the way back to the times and, at its foot, how long the hold still lasts: one card.
 */
export function HeldTime({ reservation, onChange, onExpired }: { reservation: Reservation; onChange: () => void; onExpired: () => void }) {
  const t = useTranslations("booking");
  const locale = useLocale();
  // Read once: a time too close to cancel online stays so while the hold lasts (a few minutes).
  const [now] = useState(() => Date.now());
  const cancelUntil = reservation.cancel_until ? Date.parse(reservation.cancel_until) : null;
  const tooLateToCancel = cancelUntil !== null && now >= cancelUntil;
  const hours = cancelUntil !== null ? Math.round((Date.parse(reservation.start) - cancelUntil) / 3_600_000) : 0;
  return (
    <div className="rounded-lg border border-line bg-surface" data-testid="booking-held-time">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
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
      {tooLateToCancel ? (
        <p className="border-t border-line bg-warning-50 px-4 py-2 text-sm font-medium text-ink" data-testid="booking-no-online-cancel">
          {t("noOnlineCancel", { hours })}
        </p>
      ) : null}
      <HoldCountdown expiresAt={reservation.expires_at} onExpired={onExpired} className="rounded-b-lg border-t border-line" />
    </div>
  );
}
