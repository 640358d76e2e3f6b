"use client";

import { useTranslations } from "next-intl";
import { z } from "zod";
import { useValidationT } from "@/components/forms/use-validation-t";
import { phrIdentifierKind } from "@/lib/contract/phr";
import { normalizeDigits } from "@/lib/validation";
import { CredentialsSignInForm, type SignInFormProps } from "./credentials-sign-in-form";

/**
 * The health-record sign-in (SPEC §7's second strategy): national ID or medical record number and
 * the password, through next-auth's "phr" provider. The tokens stay in the encrypted cookie.
 */
export function PhrSignInForm({ locale, callbackUrl }: SignInFormProps) {
  const t = useTranslations("auth");
  const tv = useValidationT();
  const identifierLabel = t("recordIdentifierLabel");
  const schema = z.object({
    identifier: z
      .string()
      .trim()
      .min(1, { error: tv("required", { field: identifierLabel }), abort: true })
      .transform(normalizeDigits)
      .refine((value) => phrIdentifierKind(value) !== null, { error: t("recordIdentifierInvalid") }),
    password: z.string().min(1, { error: tv("required", { field: t("passwordLabel") }) }),
  });
  return (
    <CredentialsSignInForm
      provider="phr"
      locale={locale}
      callbackUrl={callbackUrl}
      schema={schema}
      identifier={{ label: identifierLabel, hint: t("recordIdentifierHint"), inputMode: "numeric", dir: "ltr" }}
      unknownIdentifier={t("recordUnknown")}
      intro={<p className="text-muted">{t("recordIntro")}</p>}
      className="mt-6"
    />
  );
}
