import { getTranslations } from "next-intl/server";
import { AccountCard } from "@/components/account/account-card";
import { accountMetadata } from "@/components/account/account-page";
import { NEW_PASSWORD_CLIENT_MESSAGES } from "@/components/account/new-password-messages";
import { NewPasswordForm } from "@/components/account/new-password-form";
import { pageLocale } from "@/lib/i18n/page-locale";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => accountMetadata(params, "confirmTitle", "confirmDescription");

/** Forgotten password, last step: the new password. */
export default async function ConfirmPasswordPage({ params }: Props) {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations("account");
  return (
    <AccountCard messages={NEW_PASSWORD_CLIENT_MESSAGES} titleId="confirm-title" title={t("confirmTitle")} intro={t("confirmIntro")}>
      <NewPasswordForm locale={locale} />
    </AccountCard>
  );
}
