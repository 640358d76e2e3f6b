"use client";

import { useLocale, useTranslations } from "next-intl";
import { MobileCodeCheck } from "@/components/forms/mobile-code-check";
import type { Locale } from "@/lib/i18n/routing";
import { sendOfferCode, verifyOfferCode } from "@/lib/offers/booking-actions";

/** The offer's mobile is proven with the 4-digit code sent to it: a guest's, or a number other than the account's. */
export function OfferMobileCode({ slug, phone, onVerified }: { slug: string; phone: string; onVerified: () => void }) {
  const t = useTranslations("offers.booking");
  const locale = useLocale() as Locale;
  return (
    <MobileCodeCheck
      phone={phone}
      testId="offer-mobile-code"
      texts={{
        title: t("verifyTitle"),
        text: t("verifyText"),
        send: t("sendCode"),
        resend: t("resendCode"),
        verify: t("verifyCode"),
        code: t("codeLabel"),
        codeHint: t("codeHint"),
      }}
      onSend={() => sendOfferCode(locale, slug, phone)}
      onVerify={(code) => verifyOfferCode(locale, slug, phone, code)}
      onVerified={onVerified}
    />
  );
}
