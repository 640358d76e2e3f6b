import { getTranslations } from "next-intl/server";
import { AccountCard } from "@/components/account/account-card";
import { accountMetadata } from "@/components/account/account-page";
import { RESET_REQUEST_CLIENT_MESSAGES } from "@/components/account/reset-request-messages";
import { ResetRequestForm } from "@/components/account/reset-request-form";
import { Link } from "@/lib/i18n/navigation";
import { pageLocale } from "@/lib/i18n/page-locale";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => accountMetadata(params, "resetTitle", "resetDescription");

export default async function ResetPasswordPage({ params }: Props) {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations("account");
  return (
    <AccountCard messages={RESET_REQUEST_CLIENT_MESSAGES} titleId="reset-title" title={t("resetTitle")} intro={t("resetIntro")}>
      <ResetRequestForm locale={locale} />
      <p className="mt-8 text-center">
        <Link href="/sign-in" className="font-semibold text-brand-700 underline underline-offset-4">
          {t("backToSignIn")}
        </Link>
      </p>
    </AccountCard>
  );
}
