"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button";

interface ResendCodeProps {
  /** When the last code was sent (ms since epoch) and how long to wait after it, in seconds. */
  sentAt: number;
  waitSeconds: number;
  pending: boolean;
  onResend: () => void;
}

/**
 * "Resend code" with the countdown of SPEC §4 in seconds. The seconds are shown, not announced
 * (a live region ticking every second would drown a screen reader); the button is enabled when
 * the wait is over.
 */
export function ResendCode({ sentAt, waitSeconds, pending, onResend }: ResendCodeProps) {
  const t = useTranslations("account");
  const [now, setNow] = useState(sentAt);
  const deadline = sentAt + waitSeconds * 1000;
  const left = Math.max(0, Math.ceil((deadline - now) / 1000));

  useEffect(() => {
    const tick = () => setNow(Date.now());
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(() => {
      tick();
      if (Date.now() >= deadline) window.clearInterval(timer);
    }, 1000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [deadline]);

  return (
    <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-5">
      <p className="text-muted" data-testid="resend-countdown">
        {left > 0 ? t("resendIn", { seconds: String(left) }) : t("resendReady")}
      </p>
      <button
        type="button"
        onClick={onResend}
        disabled={left > 0 || pending}
        aria-busy={pending || undefined}
        className={`${buttonClasses("secondary", "md")} disabled:cursor-not-allowed disabled:opacity-60`}
      >
        {pending ? t("resending") : t("resend")}
      </button>
    </div>
  );
}
