import { getTranslations } from "next-intl/server";
import { AccountCard } from "@/components/account/account-card";
import { accountMetadata } from "@/components/account/account-page";
import { CODE_FORM_CLIENT_MESSAGES } from "@/components/account/code-form-messages";
import { CodeForm } from "@/components/account/code-form";
import { pageLocale } from "@/lib/i18n/page-locale";
import { localizedPath } from "@/lib/i18n/route-match";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => accountMetadata(params, "otpTitle", "otpDescription");

/** Sign-up, step two: the code sent by SMS; a right code signs the new patient in. */
export default async function OtpPage({ params }: Props) {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations("account");
  return (
    <AccountCard messages={CODE_FORM_CLIENT_MESSAGES} titleId="otp-title" title={t("otpTitle")}>
      <CodeForm locale={locale} purpose="register" landing={`${localizedPath("/profile", locale)}?welcome=1`} />
    </AccountCard>
  );
}
