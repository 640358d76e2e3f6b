"use client";

import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";
import { UserIcon } from "@/components/ui/icons";
import { Link } from "@/lib/i18n/navigation";
import { hasSessionHint } from "@/lib/auth/session-hint";

/**
 * Re-reads the hint when a cookie changes (Cookie Store API where there is one), when the page is
 * shown again from the back/forward cache and when the tab comes back, e.g. after signing out in
 * another tab.
 */
function subscribe(onChange: () => void) {
  const store = typeof cookieStore === "undefined" ? null : cookieStore;
  store?.addEventListener("change", onChange);
  window.addEventListener("pageshow", onChange);
  document.addEventListener("visibilitychange", onChange);
  return () => {
    store?.removeEventListener("change", onChange);
    window.removeEventListener("pageshow", onChange);
    document.removeEventListener("visibilitychange", onChange);
  };
}

const signedIn = () => hasSessionHint(document.cookie);
/** Pages are static: the server and the hydration render are always signed out. */
const signedOutOnServer = () => false;

/**
 * The header's account entry: "Sign in" or, once the proxy has set the session hint cookie
 * (lib/proxy/session-hint.ts), "My account" to the profile. The hint only picks the label; the
 * profile page checks the session itself.
 */
export function AccountLink({ className }: { className?: string }) {
  const t = useTranslations("common");
  const hinted = useSyncExternalStore(subscribe, signedIn, signedOutOnServer);
  return (
    <Link href={hinted ? "/profile" : "/sign-in"} className={className}>
      <UserIcon size={16} />
      <span className="sr-only sm:not-sr-only">{hinted ? t("myAccount") : t("signIn")}</span>
    </Link>
  );
}
