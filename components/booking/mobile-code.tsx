"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import { sendBookingCode, verifyBookingCode } from "@/lib/booking/actions";
import type { Locale } from "@/lib/i18n/routing";

/** A guest confirms the booking's mobile once with the 4-digit code sent to it; signed-in patients skip this. */
export function MobileCode({ reservationId, phone, onVerified }: { reservationId: string; phone: string; onVerified: () => void }) {
  const t = useTranslations("booking");
  const locale = useLocale() as Locale;
  const id = useId();
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: "error" | "info"; text: string } | null>(null);

  const send = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const result = await sendBookingCode(locale, reservationId, phone);
      if (result.ok) {
        setSent(true);
        setMessage({ tone: "info", text: result.data.message });
      } else setMessage({ tone: "error", text: result.fieldErrors?.phone ?? result.message });
    } finally {
      setBusy(false);
    }
  };
  const verify = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const result = await verifyBookingCode(locale, reservationId, phone, code);
      if (result.ok) onVerified();
      else setMessage({ tone: "error", text: result.fieldErrors?.code ?? result.message });
    } finally {
      setBusy(false);
    }
  };

  const error = message?.tone === "error" ? message.text : null;
  return (
    <fieldset className="grid gap-3 rounded-lg border border-line p-4" data-testid="booking-mobile-code">
      <legend className="px-1 font-semibold text-ink">{t("verifyTitle")}</legend>
      <p className="text-sm text-muted">{t("verifyText")}</p>
      <div className="flex flex-wrap items-end gap-3">
        <button type="button" onClick={() => void send()} disabled={busy || !phone} className={buttonClasses("secondary", "md")}>
          {sent ? t("resendCode") : t("sendCode")}
        </button>
        {sent ? (
          <>
            <div className="grid gap-1">
              <label htmlFor={`${id}-code`} className="font-medium text-ink">
                {t("fields.code")}
              </label>
              <input
                id={`${id}-code`}
                type="text"
                value={code}
                onChange={(event) => setCode(event.target.value)}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={4}
                dir="ltr"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : `${id}-hint`}
                className="min-h-11 w-28 rounded-lg border border-line px-3 text-start"
              />
              <span id={`${id}-hint`} className="text-sm text-muted">
                {t("hints.code")}
              </span>
            </div>
            <button type="button" onClick={() => void verify()} disabled={busy || code.length !== 4} className={buttonClasses("primary", "md")}>
              {t("verifyCode")}
            </button>
          </>
        ) : null}
      </div>
      <p id={`${id}-error`} role={error ? "alert" : "status"} className={error ? "text-sm font-medium text-error" : "text-sm text-ink"}>
        {message?.text ?? ""}
      </p>
    </fieldset>
  );
}
