"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRef, useState, useTransition } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { buttonClasses } from "@/components/ui/button";
import type { PaymentMethod } from "@/lib/contract/payments";
import { useRouter } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { retryPaymentAction } from "./actions";

/**
 * The two ways on after a payment that was not completed: the same method again (a new provider
 * page or reference), or cash at the branch (the booking is confirmed at once).
 */
export function RetryActions({
  paymentId,
  method,
  continueUrl,
  allowCash,
}: {
  paymentId: string;
  method: PaymentMethod;
  /** The provider's page of this payment while it is still open (card, Tamara). */
  continueUrl: string | null;
  allowCash: boolean;
}) {
  const t = useTranslations("payments.response.notCompleted");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  function retry(next: PaymentMethod) {
    setError(null);
    startTransition(async () => {
      const result = await retryPaymentAction(locale, paymentId, next);
      if (!result.ok) {
        setError(result.message);
        alertRef.current?.focus();
        return;
      }
      if (result.data.redirectUrl) window.location.assign(result.data.redirectUrl);
      else router.replace({ pathname: "/paymentResponse/[[...slug]]", params: { slug: [result.data.paymentId] } });
    });
  }

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-3" aria-busy={pending || undefined}>
        {continueUrl ? (
          <a className={buttonClasses("primary", "md")} href={continueUrl}>
            {t("tryAgain")}
          </a>
        ) : (
          <button type="button" className={buttonClasses("primary", "md")} disabled={pending} onClick={() => retry(method)}>
            {t("tryAgain")}
          </button>
        )}
        {allowCash ? (
          <button type="button" className={buttonClasses("secondary", "md")} disabled={pending} onClick={() => retry("cash")}>
            {t("chooseCash")}
          </button>
        ) : null}
      </div>
      <FormAlert ref={alertRef} message={error} />
    </div>
  );
}
