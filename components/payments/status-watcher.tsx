"use client";

import { useTranslations } from "next-intl";
import { useEffect, useTransition } from "react";
import { buttonClasses } from "@/components/ui/button";
import { useRouter } from "@/lib/i18n/router";

const INTERVAL_MS = 5_000;
/** After ten minutes the page stops asking by itself; "check again" still works. */
const MAX_CHECKS = 120;

/**
 * While a payment is pending, re-renders the page from the server every few seconds (the server
 * asks the provider when no notification came), so the visitor sees "paid" without reloading.
 */
export function StatusWatcher() {
  const t = useTranslations("payments.response.pending");
  const router = useRouter();
  const [checking, startTransition] = useTransition();
  useEffect(() => {
    let checks = 0;
    const timer = window.setInterval(() => {
      checks += 1;
      if (checks > MAX_CHECKS) window.clearInterval(timer);
      else if (document.visibilityState === "visible") startTransition(() => router.refresh());
    }, INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [router]);
  return (
    <button
      type="button"
      className={buttonClasses("ghost", "sm")}
      aria-busy={checking || undefined}
      onClick={() => startTransition(() => router.refresh())}
    >
      {t("checkNow")}
    </button>
  );
}
