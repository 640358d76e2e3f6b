import { getMessages, getTranslations } from "next-intl/server";
import { AccountCard } from "@/components/account/account-card";
import { accountMetadata } from "@/components/account/account-page";
import { SIGN_UP_CLIENT_MESSAGES } from "@/components/account/sign-up-messages";
import { SignUp } from "@/components/account/sign-up-form";
import { signUpWords } from "@/components/account/sign-up-words";
import { Link } from "@/lib/i18n/navigation";
import { pageLocale } from "@/lib/i18n/page-locale";
import { readablePathname } from "@/lib/i18n/readable-path";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => accountMetadata(params, "signUpTitle", "signUpDescription");

export default async function SignUpPage({ params }: Props) {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations("account");
  const links = { termsHref: readablePathname({ locale, href: "/terms" }), privacyHref: readablePathname({ locale, href: "/privacy-policy" }) };
  return (
    <AccountCard messages={SIGN_UP_CLIENT_MESSAGES} titleId="sign-up-title" title={t("signUpTitle")} intro={t("signUpIntro")}>
      <SignUp locale={locale} words={signUpWords(await getMessages(), (tags) => t.markup("termsLine", tags))} links={links} />
      <p className="mt-8 text-center text-muted">
        {t("haveAccount")}{" "}
        <Link href="/sign-in" className="font-semibold text-brand-700 underline underline-offset-4">
          {t("signIn")}
        </Link>
      </p>
    </AccountCard>
  );
}
