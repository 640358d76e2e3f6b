import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CredentialsSignIn } from "@/components/account/sign-in-form";
import { signInFormData, signInFormDataUrl } from "@/components/account/sign-in-form-data";
import { SIGN_IN_PAGE_MESSAGES } from "@/components/account/sign-in-messages";
import { SignInByCode, SignInMethods } from "@/components/account/sign-in-methods";
import { SocialSignIn } from "@/components/account/social-sign-in";
import { MessagesSubset } from "@/components/static/messages-subset";
import { keepData } from "@/components/ui/kept-data";
import { enabledSocialProviders } from "@/lib/auth/social-providers";
import { pageLocale } from "@/lib/i18n/page-locale";
import { localizedPath } from "@/lib/i18n/route-match";
import { Link } from "@/lib/i18n/navigation";
import { homePath, localeOrDefault } from "@/lib/i18n/routing";
import { isRouteBuilt } from "@/lib/navigation/unbuilt-routes";
import { isAuthPagePath, sanitizeReturnPath } from "@/lib/navigation/return-path";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = localeOrDefault((await params).locale);
  const t = await getTranslations({ locale, namespace: "auth" });
  return { title: t("signInTitle"), description: t("signInDescription"), robots: { index: false } };
}

export default async function SignInPage({ params, searchParams }: Props) {
  const locale = pageLocale((await params).locale);
  const query = await searchParams;
  const home = homePath(locale);
  const requested = sanitizeReturnPath(query.callbackUrl, home);
  const callbackUrl = isAuthPagePath(requested) ? home : requested;
  const t = await getTranslations("auth");
  // Both forms' data kept by key: the payload carries the key, once.
  const forms = { locale, callbackUrl, kept: { keptKey: keepData(await signInFormData(locale)), dataUrl: signInFormDataUrl(locale) } };

  return (
    <section
      className="mx-auto w-full max-w-md rounded-card bg-white p-6 shadow-card sm:p-8"
      aria-labelledby="sign-in-title"
    >
      <h1 id="sign-in-title" className="text-2xl font-bold text-brand-800 sm:text-3xl">
        {t("signInTitle")}
      </h1>
      <p className="mt-2 text-muted">{t("signInIntro")}</p>
      {query.signed_out === "1" && (
        <p role="status" className="mt-6 rounded-xl border border-success bg-success-50 px-4 py-3 font-medium text-success">
          {t("signedOut")}
        </p>
      )}
      {typeof query.error === "string" && (
        <p role="alert" className="mt-6 rounded-xl border border-error bg-error-50 px-4 py-3 font-medium text-error">
          {query.error === "SocialEmailInUse" ? t("socialEmailInUse") : t("providerSignInFailed")}
        </p>
      )}
      <MessagesSubset pick={SIGN_IN_PAGE_MESSAGES}>
        <SignInMethods
          panels={{
            account: <CredentialsSignIn {...forms} />,
            record: <SignInByCode provider="phr" {...forms} />,
          }}
        />
        <SocialSignIn locale={locale} providers={enabledSocialProviders()} callbackUrl={callbackUrl} loginPath={localizedPath("/login", locale)} />
      </MessagesSubset>
      {isRouteBuilt("/sign-up") && (
        <p className="mt-8 text-center text-muted">
          {t("noAccount")}{" "}
          <Link href="/sign-up" className="font-semibold text-brand-700 underline underline-offset-4">
            {t("signUp")}
          </Link>
        </p>
      )}
    </section>
  );
}
