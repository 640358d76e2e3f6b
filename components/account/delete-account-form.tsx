"use client";

import { useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { useFocusFirstErrorAfterSubmit } from "@/components/forms/focus-first-error";
import { applyActionResult } from "@/components/forms/apply-action-result";
import { FormAlert } from "@/components/forms/form-alert";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useValidationT } from "@/components/forms/use-validation-t";
import { useZodForm } from "@/components/forms/use-zod-form";
import { buttonClasses } from "@/components/ui/button";
import { deleteAccountAction, sendDeleteCodeAction } from "@/lib/account/profile-actions";
import { otpSchema } from "@/lib/validation";
import { PasswordField } from "./password-field";
import { ResendCode } from "./resend-code";
import { sentTo } from "./sent-to";

type Method = "password" | "code";

interface DeleteAccountFormProps {
  locale: string;
  /** Called once the backend deleted the account, with its message. */
  onDeleted: (message: string | null) => void;
}

/**
 * Deleting the account, confirmed by the password or by a 4-digit code sent to the account's
 * mobile (for a patient who signs in with Google or Facebook, or forgot the password).
 */
export function DeleteAccountForm({ locale, onDeleted }: DeleteAccountFormProps) {
  const t = useTranslations("profile");
  const [method, setMethod] = useState<Method>("password");
  return (
    <div className="mt-4 space-y-4">
      <fieldset>
        <legend className="font-medium text-ink">{t("deleteConfirmWith")}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {(["password", "code"] as const).map((value) => (
            <label key={value} className="flex min-h-11 cursor-pointer items-center gap-2 text-ink">
              <input
                type="radio"
                name="delete-method"
                value={value}
                checked={method === value}
                onChange={() => setMethod(value)}
                className="size-5 accent-brand-700"
              />
              {value === "password" ? t("deleteWithPassword") : t("deleteWithCode")}
            </label>
          ))}
        </div>
      </fieldset>
      {method === "password" ? <ByPassword locale={locale} onDeleted={onDeleted} /> : <ByCode locale={locale} onDeleted={onDeleted} />}
    </div>
  );
}

function ByPassword({ locale, onDeleted }: DeleteAccountFormProps) {
  const t = useTranslations("profile");
  const [error, setError] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const form = useForm<{ password: string }>({ defaultValues: { password: "" }, shouldFocusError: false });
  useFocusFirstErrorAfterSubmit(form);

  const remove = async ({ password }: { password: string }) => {
    setError(null);
    const result = await deleteAccountAction(locale, { password });
    const message = applyActionResult(form, result);
    if (!result.ok) {
      setError(message);
      if (!result.fieldErrors) alertRef.current?.focus();
      return;
    }
    onDeleted(message);
  };

  return (
    <form noValidate method="post" onSubmit={(event) => void form.handleSubmit(remove)(event)} className="space-y-4">
      <FormAlert ref={alertRef} message={error} />
      <PasswordField form={form} name="password" label={t("deletePasswordLabel")} autoComplete="current-password" />
      <SubmitButton pending={form.formState.isSubmitting} label={t("deleteButton")} pendingLabel={t("deleting")} className="w-full sm:w-auto" />
    </form>
  );
}

function ByCode({ locale, onDeleted }: DeleteAccountFormProps) {
  const t = useTranslations("profile");
  const tv = useValidationT();
  const [sent, setSent] = useState<{ identifier: string; at: number; wait: number } | null>(null);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const form = useZodForm(otpSchema({ code: t("codeLabel") }, tv), { defaultValues: { code: "" } });

  const send = async () => {
    setSending(true);
    setError(null);
    setNotice(null);
    try {
      const result = await sendDeleteCodeAction(locale);
      if (!result.ok) {
        setError(result.message);
        alertRef.current?.focus();
        return;
      }
      setNotice(sent ? result.message ?? null : null);
      setSent({ identifier: result.data.identifier, at: Date.now(), wait: result.data.resendAfter });
    } finally {
      setSending(false);
    }
  };

  const remove = async ({ code }: { code: string }) => {
    setError(null);
    setNotice(null);
    const result = await deleteAccountAction(locale, { code });
    const message = applyActionResult(form, result);
    if (!result.ok) {
      setError(message);
      if (!result.fieldErrors) alertRef.current?.focus();
      return;
    }
    onDeleted(message);
  };

  if (!sent) {
    return (
      <div className="space-y-3">
        <FormAlert ref={alertRef} message={error} />
        <p className="text-muted">{t("deleteCodeIntro")}</p>
        <button
          type="button"
          onClick={() => void send()}
          disabled={sending}
          aria-busy={sending || undefined}
          className={buttonClasses("secondary", "md")}
        >
          {sending ? t("deleteSendingCode") : t("deleteSendCode")}
        </button>
      </div>
    );
  }

  return (
    <div>
      <p className="text-ink">
        {t.rich("deleteCodeSent", {
          target: sentTo(sent.identifier),
        })}
      </p>
      <form noValidate method="post" onSubmit={(event) => void form.handleSubmit(remove)(event)} className="mt-4 space-y-4">
        <FormAlert ref={alertRef} message={error} />
        <FormAlert tone="success" message={notice} />
        <TextField form={form} name="code" label={t("codeLabel")} inputMode="numeric" autoComplete="one-time-code" maxLength={4} dir="ltr" required />
        <SubmitButton pending={form.formState.isSubmitting} label={t("deleteButton")} pendingLabel={t("deleting")} className="w-full sm:w-auto" />
      </form>
      <ResendCode sentAt={sent.at} waitSeconds={sent.wait} pending={sending} onResend={() => void send()} />
    </div>
  );
}
