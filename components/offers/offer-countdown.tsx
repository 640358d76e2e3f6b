"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { COUNTDOWN_WINDOW_MS, remaining } from "@/lib/offers/format";

/**
 * "Ends in 2 days 04:12:09" when the end is close. Rendered only in the browser (the server's
 * cached page cannot know the time it is read), and announced only once, not every second.
 */
export function OfferCountdown({ endsAt }: { endsAt: string }) {
  const t = useTranslations("offers.detail");
  const [now, setNow] = useState<number | null>(null);

  useEffect(() => {
    const tick = () => setNow(Date.now());
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, []);

  if (now === null) return null;
  const left = Date.parse(endsAt) - now;
  if (left <= 0 || left > COUNTDOWN_WINDOW_MS) return null;
  const { days, hours, minutes, seconds } = remaining(left);
  const pad = (n: number) => String(n).padStart(2, "0");
  return (
    <p className="rounded-lg bg-accent-50 px-4 py-3 font-semibold text-accent-700" data-testid="offer-countdown">
      {t("endsIn", { days })} <span dir="ltr">{`${pad(hours)}:${pad(minutes)}:${pad(seconds)}`}</span>
    </p>
  );
}
