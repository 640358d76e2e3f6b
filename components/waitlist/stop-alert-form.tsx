"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { buttonClasses } from "@/components/ui/button";
import type { Locale } from "@/lib/i18n/routing";
import { stopAlertByLink } from "@/lib/waitlist/actions";

/**
 * The message's "stop this alert" link lands here. Stopping takes a press, not the opening: mail
 * scanners open links on their own.
 */
export function StopAlertForm({ token }: { token: string }) {
  const t = useTranslations("waitlist.stop");
  const locale = useLocale() as Locale;
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: "error" | "success"; message: string } | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  async function stop() {
    setBusy(true);
    try {
      const answer = await stopAlertByLink(locale, token);
      setResult(answer.ok ? { tone: "success", message: answer.message ?? "" } : { tone: "error", message: answer.message });
      requestAnimationFrame(() => resultRef.current?.focus());
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-4" data-testid="waitlist-stop">
      <h1 className="text-2xl font-bold text-ink">{t("title")}</h1>
      <p className="text-ink">{t("intro")}</p>
      <FormAlert ref={resultRef} message={result?.message} tone={result?.tone} />
      {result?.tone !== "success" ? (
        <button type="button" disabled={busy} onClick={() => void stop()} className={buttonClasses("primary", "md", "justify-self-start")}>
          {busy ? t("stopping") : t("submit")}
        </button>
      ) : null}
    </div>
  );
}
