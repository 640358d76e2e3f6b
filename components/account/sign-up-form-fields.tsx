import { useTranslations } from "next-intl";
import type { Ref } from "react";
import type { FieldBinder } from "@/components/forms/field-binding";
import { CheckboxInput } from "@/components/forms/checkbox-input";
import { FormAlert } from "@/components/forms/form-alert";
import { PatientFields } from "@/components/forms/patient-fields";
import { SubmitButton } from "@/components/forms/submit-button";
import { signUpLabels } from "@/lib/account/sign-up-labels";
import { Link } from "@/lib/i18n/navigation";
import { PasswordInput } from "./password-input";

const linkClass = "font-semibold text-brand-700 underline underline-offset-4";

/** The ids of the sign-up form's fields, the same in the server's markup and in the form's code. */
/** Sign-up's text fields, as named in its markup and in its code (the newsletter box besides). */
export const SIGN_UP_TEXT_FIELDS = ["name", "email", "mobile", "password", "password_confirmation"] as const;

export const SIGN_UP_FORM_ID = "sign-up";

/** The sign-up fields' labels in the page's language. */
export const useSignUpLabels = () => signUpLabels(useTranslations("account"));

/**
 * Everything inside the sign-up form (SPEC §5), rendered by the server's markup
 * (sign-up-form.tsx, native fields) and by the form's code (sign-up-form-client.tsx, react-hook-form):
 * only `bind` and the state differ. Registering accepts the terms (a line with links, no
 * checkbox); the newsletter is a separate, unticked consent.
 */
export function SignUpFields({
  bind,
  alert = null,
  alertRef,
  pending = false,
}: {
  bind: FieldBinder;
  alert?: string | null;
  alertRef?: Ref<HTMLDivElement>;
  pending?: boolean;
}) {
  const t = useTranslations("account");
  const labels = useSignUpLabels();
  return (
    <>
      <FormAlert ref={alertRef} message={alert} />
      <PatientFields
        bind={bind}
        labels={{ name: labels.name, phone: labels.mobile, email: labels.email }}
        hints={{ phone: t("mobileHint") }}
        phoneName="mobile"
        firstName
        nameMaxLength={60}
      />
      <PasswordInput field={bind("password")} label={labels.password} hint={t("passwordHint")} autoComplete="new-password" />
      <PasswordInput field={bind("password_confirmation")} label={labels.passwordConfirmation} autoComplete="new-password" />
      <CheckboxInput field={bind("newsletter")} label={t("newsletterConsent")} />
      <p className="text-sm text-muted">
        {t.rich("termsLine", {
          terms: (chunks) => (
            <Link href="/terms" className={linkClass}>
              {chunks}
            </Link>
          ),
          privacy: (chunks) => (
            <Link href="/privacy-policy" className={linkClass}>
              {chunks}
            </Link>
          ),
        })}
      </p>
      <SubmitButton pending={pending} label={t("signUpSubmit")} pendingLabel={t("signUpSubmitting")} />
      <p className="sr-only" aria-live="polite">
        {pending ? t("signUpSubmitting") : ""}
      </p>
    </>
  );
}
