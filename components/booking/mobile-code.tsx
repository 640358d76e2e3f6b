"use client";

import { useLocale, useTranslations } from "next-intl";
import { MobileCodeCheck } from "@/components/forms/mobile-code-check";
import { sendBookingCode, verifyBookingCode } from "@/lib/booking/actions";
import type { Locale } from "@/lib/i18n/routing";

/**
 * The booking's mobile is confirmed once with the 4-digit code sent to it: always for a guest,
 * and for a signed-in patient booking with a number other than the account's own.
 */
export function MobileCode({ reservationId, phone, onVerified }: { reservationId: string; phone: string; onVerified: () => void }) {
  const t = useTranslations("booking");
  const locale = useLocale() as Locale;
  return (
    <MobileCodeCheck
      phone={phone}
      testId="booking-mobile-code"
      texts={{
        title: t("verifyTitle"),
        text: t("verifyText"),
        send: t("sendCode"),
        resend: t("resendCode"),
        verify: t("verifyCode"),
        code: t("fields.code"),
        codeHint: t("hints.code"),
      }}
      onSend={() => sendBookingCode(locale, reservationId, phone)}
      onVerify={(code) => verifyBookingCode(locale, reservationId, phone, code)}
      onVerified={onVerified}
    />
  );
}
