"use client";

import { useTranslations } from "next-intl";
import { useValidationT } from "@/components/forms/use-validation-t";
import { Link } from "@/lib/i18n/navigation";
import { signInSchema } from "@/lib/validation/forms";
import { CredentialsSignInForm, type SignInFormProps } from "./credentials-sign-in-form";
import { emailOrMobileInput } from "./identifier-input";

/** Email-or-mobile sign-in through next-auth's credentials provider. */
export function SignInForm({ locale, callbackUrl }: SignInFormProps) {
  const t = useTranslations("auth");
  const tv = useValidationT();
  return (
    <CredentialsSignInForm
      provider="credentials"
      locale={locale}
      callbackUrl={callbackUrl}
      schema={signInSchema({ identifier: t("identifierLabel"), password: t("passwordLabel") }, tv)}
      identifier={{ label: t("identifierLabel"), hint: t("identifierHint"), ...emailOrMobileInput }}
      unknownIdentifier={t("invalidIdentifier")}
      passwordAside={
        <Link href="/reset-password" className="text-sm font-medium text-brand-700 underline underline-offset-4">
          {t("forgotPassword")}
        </Link>
      }
    />
  );
}
