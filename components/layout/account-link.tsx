"use client";

import { useTranslations } from "next-intl";
import { UserIcon } from "@/components/ui/icons";
import { Link } from "@/lib/i18n/navigation";
import { useSessionHint } from "./use-session-hint";

/**
 * The header's account entry: "Sign in" or, once the proxy has set the session hint cookie
 * (lib/auth/session-hint.ts), "My account" to the profile. The hint only picks the label; the
 * profile page checks the session itself.
 */
export function AccountLink({ className }: { className?: string }) {
  const t = useTranslations("common");
  const hinted = useSessionHint();
  return (
    <Link href={hinted ? "/profile" : "/sign-in"} className={className}>
      <UserIcon size={16} />
      <span className="sr-only sm:not-sr-only">{hinted ? t("myAccount") : t("signIn")}</span>
    </Link>
  );
}
