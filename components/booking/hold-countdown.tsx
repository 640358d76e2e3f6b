"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";

/**
 * How long the hold on the chosen time still lasts. Screen readers hear it at the start and in
 * the last minute only (a live region that changed every second would talk over everything).
 */
export function HoldCountdown({
  expiresAt,
  onExpired,
  className = "rounded-lg",
}: {
  expiresAt: string;
  onExpired: () => void;
  /** Its shape: a box of its own by default; the foot of the held time's card in the booking. */
  className?: string;
}) {
  const t = useTranslations("booking");
  const end = Date.parse(expiresAt);
  const [left, setLeft] = useState(() => Math.max(0, Math.round((end - Date.now()) / 1000)));
  useEffect(() => {
    const timer = setInterval(() => {
      const seconds = Math.max(0, Math.round((end - Date.now()) / 1000));
      setLeft(seconds);
      if (seconds === 0) {
        clearInterval(timer);
        onExpired();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [end, onExpired]);
  const minutes = Math.floor(left / 60);
  const clock = `${minutes}:${String(left % 60).padStart(2, "0")}`;
  return (
    <p className={`flex items-center justify-between gap-3 bg-warning-50 px-4 py-3 text-ink ${className}`} data-testid="booking-countdown">
      <span>{t("countdownLabel")}</span>
      <span className="font-bold tabular-nums" dir="ltr">
        {clock}
      </span>
      <span className="sr-only" aria-live="polite">
        {left > 0 && left <= 60 ? t("lastMinute") : ""}
      </span>
    </p>
  );
}
