"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button";
import { isAuthPagePath } from "@/lib/proxy/return-path";
import { takeReturnPath } from "./return-path-storage";

interface SocialLoginReturnProps {
  /** A sanitized `callbackUrl` from the query, or null to use the stored one. */
  callbackUrl: string | null;
  home: string;
  signInPath: string;
}

/**
 * The landing of the social-login return path: says "signing you in", waits for the session the
 * provider callback created, then goes to the path the visitor started from.
 */
export function SocialLoginReturn({ callbackUrl, home, signInPath }: SocialLoginReturnProps) {
  const t = useTranslations("auth");
  const [failed, setFailed] = useState(false);
  const [target, setTarget] = useState(home);

  useEffect(() => {
    const stored = takeReturnPath(home);
    const chosen = callbackUrl ?? stored;
    const destination = isAuthPagePath(chosen) ? home : chosen;
    setTarget(destination);
    const controller = new AbortController();
    fetch("/api/auth/session", { signal: controller.signal, cache: "no-store" })
      .then((response) => (response.ok ? response.json() : null))
      .then((session: { user?: unknown } | null) => {
        if (session?.user) window.location.replace(destination);
        else setFailed(true);
      })
      .catch((error: unknown) => {
        if ((error as Error)?.name !== "AbortError") setFailed(true);
      });
    return () => controller.abort();
  }, [callbackUrl, home]);

  if (failed) {
    const retry = `${signInPath}?${new URLSearchParams({ callbackUrl: target })}`;
    return (
      <div role="alert" className="mt-6 space-y-4">
        <p className="text-lg text-ink">{t("signInIncomplete")}</p>
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
        <p className="text-lg font-semibold text-ink">{t("signingYouIn")}</p>
        <p className="text-muted">{t("signingYouInText")}</p>
      </div>
    </div>
  );
}
