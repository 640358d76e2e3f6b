"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button";
import { forgetCodeLink, readCodeLink } from "@/lib/account/code-link";
import { isAuthPagePath } from "@/lib/navigation/return-path";
import { forgetReturnPath, readReturnPath } from "./return-path-storage";
import { SocialLinkStep } from "./social-link-step";
import { SocialMobileStep } from "./social-mobile-step";

interface SocialLoginReturnProps {
  locale: string;
  /** A sanitized `callbackUrl` from the query, or null to use the stored one. */
  callbackUrl: string | null;
  home: string;
  signInPath: string;
  /** A health-record session renewing its access token (lib/auth/session.ts renewUrl), not a provider's return. */
  renew?: boolean;
}

/**
 * The landing of the social-login return path: says "signing you in", waits for the session the
 * provider callback created, then goes to the path the visitor started from. A health-record
 * session comes here to renew its access token: asking for the session runs next-auth's JWT
 * callback, which renews it, or ends the session when its refresh token is gone.
 */
export function SocialLoginReturn({ locale, callbackUrl, home, signInPath, renew = false }: SocialLoginReturnProps) {
  const t = useTranslations("auth");
  /** Set when no session came back: where the visitor was going, for the retry link. */
  const [failedTarget, setFailedTarget] = useState<string | null>(null);
  /** A first social sign-in without a mobile number: the name the provider gave. */
  const [mobileFor, setMobileFor] = useState<string | null>(null);
  /** A sign-in with an account's email: where to go once linked, and the code's key if its message's link opened this page. */
  const [linkCode, setLinkCode] = useState<{ destination: string; codeKey?: string } | null>(null);

  useEffect(() => {
    const chosen = callbackUrl ?? readReturnPath(home);
    const destination = isAuthPagePath(chosen) ? home : chosen;
    const controller = new AbortController();
    fetch("/api/auth/session", { signal: controller.signal, cache: "no-store" })
      .then((response) => (response.ok ? response.json() : null))
      .then((session: { user?: { firstName?: string }; needsMobile?: boolean; needsLinkCode?: boolean } | null) => {
        if (session?.user && session.needsLinkCode) {
          const link = readCodeLink(window.location.hash);
          if (link) forgetCodeLink();
          setLinkCode({ destination, codeKey: link?.key });
        } else if (session?.user && session.needsMobile) {
          setMobileFor(session.user.firstName ?? "");
        } else if (session?.user) {
          forgetReturnPath();
          window.location.replace(destination);
        } else {
          setFailedTarget(destination);
        }
      })
      .catch((error: unknown) => {
        if ((error as Error)?.name !== "AbortError") setFailedTarget(destination);
      });
    return () => controller.abort();
  }, [callbackUrl, home]);

  if (linkCode !== null) return <SocialLinkStep locale={locale} destination={linkCode.destination} codeKey={linkCode.codeKey} />;
  if (mobileFor !== null) return <SocialMobileStep locale={locale} name={mobileFor} />;

  if (failedTarget !== null) {
    const retry = `${signInPath}?${new URLSearchParams({ callbackUrl: failedTarget })}`;
    return (
      <div role="alert" className="mt-6 space-y-4">
        <p className="text-lg text-ink">{renew ? t("sessionEnded") : t("signInIncomplete")}</p>
        <a href={retry} className={buttonClasses("primary", "md")}>
          {t("backToSignIn")}
        </a>
      </div>
    );
  }

  return (
    <div role="status" aria-live="polite" className="mt-6 flex items-center gap-4">
      <span
        aria-hidden="true"
        className="size-8 shrink-0 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-none"
      />
      <div>
        <p className="text-lg font-semibold text-ink">{renew ? t("renewingSession") : t("signingYouIn")}</p>
        <p className="text-muted">{t("signingYouInText")}</p>
      </div>
    </div>
  );
}
