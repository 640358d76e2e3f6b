import { getTranslations } from "next-intl/server";
import { AccountCard } from "@/components/account/account-card";
import { accountMetadata } from "@/components/account/account-page";
import { SIGN_UP_CLIENT_MESSAGES } from "@/components/account/sign-up-messages";
import { SignUp } from "@/components/account/sign-up-form";
import { Link } from "@/lib/i18n/navigation";
import { pageLocale } from "@/lib/i18n/page-locale";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => accountMetadata(params, "signUpTitle", "signUpDescription");

export default async function SignUpPage({ params }: Props) {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations("account");
  return (
    <AccountCard messages={SIGN_UP_CLIENT_MESSAGES} titleId="sign-up-title" title={t("signUpTitle")} intro={t("signUpIntro")}>
      <SignUp locale={locale} />
      <p className="mt-8 text-center text-muted">
        {t("haveAccount")}{" "}
        <Link href="/sign-in" className="font-semibold text-brand-700 underline underline-offset-4">
          {t("signIn")}
        </Link>
      </p>
    </AccountCard>
  );
}
