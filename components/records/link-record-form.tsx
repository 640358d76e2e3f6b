"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { applyActionResult } from "@/components/forms/apply-action-result";
import { FormAlert } from "@/components/forms/form-alert";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useValidationT } from "@/components/forms/use-validation-t";
import { useZodForm } from "@/components/forms/use-zod-form";
import { forgetCodeLink, readCodeLink } from "@/lib/account/code-link";
import { confirmRecordsLinkAction, startRecordsLinkAction } from "@/lib/records/link-actions";
import { recordsLinkSchema } from "@/lib/records/link-schema";
import { otpSchema } from "@/lib/validation";

/**
 * A password account links itself to its hospital record: the national ID or medical record
 * number, then the 4-digit code the backend sends to the mobile the HIS holds for that record
 * (never a typed ID alone). Linked, the page is read again and shows the record. Opened from the
 * link in a code's SMS (sent while wrong codes are being entered for that mobile), the page goes
 * straight to the code, which is sent with the link's key.
 */
export function LinkRecordForm({ locale }: { locale: string }) {
  const t = useTranslations("records.link");
  const [sent, setSent] = useState<{ message: string; key?: string } | null>(null);
  useEffect(() => {
    const link = readCodeLink(window.location.hash);
    if (!link) return;
    forgetCodeLink();
    // The fragment is only readable once the page runs in the browser.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSent({ message: t("codeFromLink"), key: link.key });
  }, [t]);
  return sent ? (
    <CodeStep key={sent.key ?? "typed"} locale={locale} sentMessage={sent.message} codeKey={sent.key} onRestart={() => setSent(null)} />
  ) : (
    <IdentifierStep locale={locale} onSent={setSent} />
  );
}

function IdentifierStep({ locale, onSent }: { locale: string; onSent: (sent: { message: string }) => void }) {
  const t = useTranslations("records.link");
  const tv = useValidationT();
  const [formError, setFormError] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const form = useZodForm(recordsLinkSchema({ identifier: t("identifier"), identifierInvalid: t("identifierInvalid") }, tv), { defaultValues: { identifier: "" } });

  const submit = async ({ identifier }: { identifier: string }) => {
    setFormError(null);
    const result = await startRecordsLinkAction(locale, { identifier });
    const message = applyActionResult(form, result);
    if (!result.ok) {
      setFormError(message);
      if (!result.fieldErrors) alertRef.current?.focus();
      return;
    }
    onSent({ message: result.data.message });
  };

  return (
    <form noValidate method="post" onSubmit={(event) => void form.handleSubmit(submit)(event)} className="grid max-w-md gap-4" data-testid="records-link-identifier">
      <FormAlert ref={alertRef} message={formError} />
      <TextField form={form} name="identifier" label={t("identifier")} hint={t("identifierHint")} inputMode="numeric" autoComplete="off" dir="ltr" required />
      <SubmitButton pending={form.formState.isSubmitting} label={t("send")} pendingLabel={t("sending")} className="w-full sm:w-auto" />
    </form>
  );
}

function CodeStep({ locale, sentMessage, codeKey, onRestart }: { locale: string; sentMessage: string; codeKey?: string; onRestart: () => void }) {
  const t = useTranslations("records.link");
  const tv = useValidationT();
  const router = useRouter();
  const [formError, setFormError] = useState<string | null>(null);
  const [linked, setLinked] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const form = useZodForm(otpSchema({ code: t("code") }, tv), { defaultValues: { code: "" } });

  // The step changed under the visitor's focus: it goes to the new step's heading.
  useEffect(() => headingRef.current?.focus(), []);

  const submit = async ({ code }: { code: string }) => {
    setFormError(null);
    const result = await confirmRecordsLinkAction(locale, { code, key: codeKey });
    const message = applyActionResult(form, result);
    if (!result.ok) {
      setFormError(message);
      if (!result.fieldErrors) alertRef.current?.focus();
      return;
    }
    setLinked(result.data.message || t("linked"));
    router.refresh();
  };

  return (
    <div className="grid max-w-md gap-4" data-testid="records-link-code">
      <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-ink">
        {t("codeTitle")}
      </h3>
      <p role="status" className="text-ink">
        {linked ?? sentMessage}
      </p>
      <form noValidate method="post" onSubmit={(event) => void form.handleSubmit(submit)(event)} className="grid grid-cols-1 gap-4">
        <FormAlert ref={alertRef} message={formError} />
        <TextField form={form} name="code" label={t("code")} hint={t("codeHint")} inputMode="numeric" autoComplete="one-time-code" maxLength={4} dir="ltr" required />
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton pending={form.formState.isSubmitting || linked !== null} label={t("verify")} pendingLabel={t("verifying")} className="w-full sm:w-auto" />
          <button type="button" onClick={onRestart} className="min-h-11 font-medium text-brand-700 underline underline-offset-4">
            {t("changeIdentifier")}
          </button>
        </div>
      </form>
    </div>
  );
}
