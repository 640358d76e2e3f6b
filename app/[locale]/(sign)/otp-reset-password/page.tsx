import { getTranslations } from "next-intl/server";
import { AccountCard } from "@/components/account/account-card";
import { accountMetadata } from "@/components/account/account-page";
import { CODE_FORM_CLIENT_MESSAGES } from "@/components/account/code-form-messages";
import { CodeForm } from "@/components/account/code-form";
import { pageLocale } from "@/lib/i18n/page-locale";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => accountMetadata(params, "otpResetTitle", "resetDescription");

/** Forgotten password, step two: the code sent by SMS or email. */
export default async function OtpResetPasswordPage({ params }: Props) {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations("account");
  return (
    <AccountCard messages={CODE_FORM_CLIENT_MESSAGES} titleId="otp-reset-title" title={t("otpResetTitle")}>
      <CodeForm locale={locale} purpose="reset" />
    </AccountCard>
  );
}
