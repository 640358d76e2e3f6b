import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SOCIAL_LOGIN_CLIENT_MESSAGES } from "@/components/account/social-login-messages";
import { SocialLoginReturn } from "@/components/account/social-login-return";
import { MessagesSubset } from "@/components/static/messages-subset";
import { pageLocale } from "@/lib/i18n/page-locale";
import { homePath, localeOrDefault } from "@/lib/i18n/routing";
import { localizedPath } from "@/lib/i18n/route-match";
import { sanitizeReturnPath } from "@/lib/navigation/return-path";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = localeOrDefault((await params).locale);
  const t = await getTranslations({ locale, namespace: "auth" });
  return { title: t("signingYouIn"), robots: { index: false } };
}

/** The social-login return path (SPEC §2): providers send the visitor back here. */
export default async function LoginReturnPage({ params, searchParams }: Props) {
  const locale = pageLocale((await params).locale);
  const { callbackUrl, renew } = await searchParams;
  const t = await getTranslations("auth");
  const home = homePath(locale);

  return (
    <section
      className="mx-auto w-full max-w-md rounded-card bg-white p-6 shadow-card sm:p-8"
      aria-labelledby="login-title"
    >
      <h1 id="login-title" className="text-2xl font-bold text-brand-800">
        {t("signInTitle")}
      </h1>
      <MessagesSubset pick={SOCIAL_LOGIN_CLIENT_MESSAGES}>
        <SocialLoginReturn
          locale={locale}
          callbackUrl={typeof callbackUrl === "string" ? sanitizeReturnPath(callbackUrl, home) : null}
          home={home}
          signInPath={localizedPath("/sign-in", locale)}
          renew={renew === "1"}
        />
      </MessagesSubset>
    </section>
  );
}
