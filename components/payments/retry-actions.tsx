"use client";

import { useLocale, useTranslations } from "next-intl";
import { useActionState, useEffect, useRef } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { buttonClasses } from "@/components/ui/button";
import type { PaymentMethod } from "@/lib/contract/payments";
import { retryPaymentFormAction } from "@/lib/payments/actions";

/**
 * The two ways on after a payment that was not completed: the same method again (a new provider
 * page or reference), or cash at the branch (the booking is confirmed at once). A form with a
 * server action, so a press made while the page's script is still loading is not lost.
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
  const locale = useLocale();
  const [state, retry, pending] = useActionState(retryPaymentFormAction, null);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state) alertRef.current?.focus();
  }, [state]);

  return (
    <form action={retry} className="grid gap-3">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="paymentId" value={paymentId} />
      <div className="flex flex-wrap gap-3" aria-busy={pending || undefined}>
        {continueUrl ? (
          <a className={buttonClasses("primary", "md")} href={continueUrl}>
            {t("tryAgain")}
          </a>
        ) : (
          <button type="submit" name="method" value={method} className={buttonClasses("primary", "md")} disabled={pending}>
            {t("tryAgain")}
          </button>
        )}
        {allowCash ? (
          <button type="submit" name="method" value="cash" className={buttonClasses("secondary", "md")} disabled={pending}>
            {t("chooseCash")}
          </button>
        ) : null}
      </div>
      <FormAlert ref={alertRef} message={state?.message ?? null} />
    </form>
  );
}
