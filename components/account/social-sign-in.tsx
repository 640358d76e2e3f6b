"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button";
import { rememberReturnPath } from "./return-path-storage";

interface SocialSignInProps {
  locale: string;
  providers: Array<"google" | "facebook">;
  /** Where the visitor goes once signed in (already sanitized). */
  callbackUrl: string;
  /** The localized social return path, /login. */
  loginPath: string;
}

/**
 * "Continue with Google / Facebook": next-auth sends the visitor to the provider with a state (and
 * PKCE for Google), checks them when the provider sends the visitor back, and lands on /login,
 * which goes on to the page the visitor came from.
 */
export function SocialSignIn({ locale, providers, callbackUrl, loginPath }: SocialSignInProps) {
  const t = useTranslations("auth");
  const [leaving, setLeaving] = useState<string | null>(null);
  if (providers.length === 0) return null;

  const start = (provider: "google" | "facebook") => {
    setLeaving(provider);
    rememberReturnPath(callbackUrl);
    const returnTo = `${loginPath}?${new URLSearchParams({ callbackUrl })}`;
    // next-auth's client comes with the press: the page's first load goes without it.
    void import("next-auth/react")
      .then(({ signIn }) => signIn(provider, { callbackUrl: returnTo }, { ui_locales: locale }))
      .catch(() => setLeaving(null));
  };

  return (
    <div className="mt-8">
      <p className="flex items-center gap-3 text-sm text-muted before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line">
        {t("orContinueWith")}
      </p>
      <div className="mt-4 grid gap-3">
        {providers.map((provider) => (
          <button
            key={provider}
            type="button"
            onClick={() => start(provider)}
            disabled={leaving !== null}
            aria-busy={leaving === provider || undefined}
            className={`${buttonClasses("secondary", "md")} w-full disabled:cursor-progress`}
          >
            {leaving === provider ? t("redirectingToProvider") : provider === "google" ? t("continueWithGoogle") : t("continueWithFacebook")}
          </button>
        ))}
      </div>
    </div>
  );
}
