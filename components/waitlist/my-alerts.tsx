"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { BidiText } from "@/components/ui/bidi-text";
import { buttonClasses } from "@/components/ui/button";
import type { WaitlistAlert } from "@/lib/contract/waitlist";
import type { Locale } from "@/lib/i18n/routing";
import { isolate } from "@/lib/intl/bidi";
import { myAlerts, stopMyAlert } from "@/lib/waitlist/actions";
import { alertLimit } from "./alert-limit";

/** The patient's running earlier-slot alerts in My appointments, each with its stop button. */
export function MyAlerts() {
  const t = useTranslations("waitlist.my");
  const tb = useTranslations("booking");
  const locale = useLocale() as Locale;
  const id = useId();
  const [alerts, setAlerts] = useState<WaitlistAlert[] | null>(null);
  const [stopping, setStopping] = useState<number | null>(null);
  const [result, setResult] = useState<{ tone: "error" | "success"; message: string } | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    void myAlerts(locale).then((answer) => {
      if (answer.ok) setAlerts(answer.data);
      else setResult({ tone: "error", message: answer.message });
    });
  }, [locale]);

  const limitText = (limit: ReturnType<typeof alertLimit>) => (
    <BidiText text={limit.kind === "by" ? t("by", { day: isolate(locale, limit.day) }) : t("before", { when: isolate(locale, limit.when) })} />
  );

  async function stop(alert: WaitlistAlert) {
    setStopping(alert.id);
    try {
      const answer = await stopMyAlert(locale, alert.id);
      if (answer.ok) setAlerts((list) => (list ?? []).filter((a) => a.id !== alert.id));
      setResult(answer.ok ? { tone: "success", message: answer.message ?? "" } : { tone: "error", message: answer.message });
      // The button is gone with its alert: focus moves to what happened.
      requestAnimationFrame(() => resultRef.current?.focus());
    } finally {
      setStopping(null);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3" data-testid="my-alerts">
      <h2 id={`${id}-title`} className="text-xl font-bold text-ink">
        {t("title")}
      </h2>
      <FormAlert ref={resultRef} message={result?.message} tone={result?.tone} />
      {alerts === null ? (
        result ? null : <p className="text-muted">{tb("loading")}</p>
      ) : alerts.length === 0 ? (
        <p className="text-muted">{t("empty")}</p>
      ) : (
        <ul className="grid gap-3">
          {alerts.map((alert) => {
            const kind = tb(`kinds.${alert.kind}`);
            return (
              <li key={alert.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line bg-surface px-4 py-3">
                <p className="grid">
                  <span className="font-semibold text-ink">{t("item", { kind, doctor: alert.doctor.name })}</span>
                  <span className="text-sm text-muted">
                    {alert.branch?.name ?? t("anyBranch")} ·{" "}
                    {limitText(alertLimit(locale, alert.before, alert.time_zone))}
                  </span>
                </p>
                <button
                  type="button"
                  onClick={() => void stop(alert)}
                  disabled={stopping !== null}
                  aria-label={t("stopLabel", { kind, doctor: alert.doctor.name })}
                  className={buttonClasses("secondary", "sm")}
                >
                  {stopping === alert.id ? t("stopping") : t("stop")}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
