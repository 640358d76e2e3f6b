import { useTranslations } from "next-intl";
import type { Ref } from "react";
import type { FieldBinder } from "@/components/forms/field-binding";
import { FormAlert } from "@/components/forms/form-alert";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextInput } from "@/components/forms/text-input";
import { Link } from "@/lib/i18n/navigation";
import { emailOrMobileInput } from "./identifier-input";
import { PasswordInput } from "./password-input";

/**
 * next-auth's provider a password sign-in goes through: the account's email or mobile
 * ("credentials"), or the health record's national ID or medical record number ("phr").
 */
export type SignInProvider = "credentials" | "phr";

/** The ids of a sign-in form's fields, the same in the server's markup and in the form's code. */
export const signInFormId = (provider: SignInProvider) => `sign-in-${provider}`;

/**
 * Everything inside a password sign-in form, rendered by the server's markup
 * (sign-in-form.tsx, native fields) and by the form's code (sign-in-form-client.tsx,
 * react-hook-form): only `bind` and the state differ.
 */
export function CredentialsFields({
  provider,
  bind,
  alert = null,
  alertRef,
  pending = false,
  signedIn = false,
}: {
  provider: SignInProvider;
  bind: FieldBinder;
  alert?: string | null;
  alertRef?: Ref<HTMLDivElement>;
  pending?: boolean;
  signedIn?: boolean;
}) {
  const t = useTranslations("auth");
  const record = provider === "phr";
  const identifier = record
    ? { label: t("recordIdentifierLabel"), hint: t("recordIdentifierHint"), type: "text", inputMode: "numeric", dir: "ltr", required: true } as const
    : { label: t("identifierLabel"), hint: t("identifierHint"), ...emailOrMobileInput };
  const busy = pending || signedIn;
  return (
    <>
      {record ? <p className="text-muted">{t("recordIntro")}</p> : null}
      <FormAlert ref={alertRef} message={alert} />
      <TextInput field={bind("identifier")} autoComplete="username" {...identifier} />
      <PasswordInput
        field={bind("password")}
        label={t("passwordLabel")}
        autoComplete="current-password"
        aside={
          record ? undefined : (
            <Link href="/reset-password" className="text-sm font-medium text-brand-700 underline underline-offset-4">
              {t("forgotPassword")}
            </Link>
          )
        }
      />
      <SubmitButton pending={busy} label={t("submit")} pendingLabel={signedIn ? t("signedInRedirecting") : t("submitting")} />
      <p className="sr-only" aria-live="polite">
        {pending ? t("submitting") : signedIn ? t("signedInRedirecting") : ""}
      </p>
    </>
  );
}
