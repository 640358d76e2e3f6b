"use client";

import { useTranslations } from "next-intl";
import { UserIcon } from "@/components/ui/icons";
import { useSessionHint } from "./use-session-hint";

type Props = {
  className?: string;
  /** The localized paths, written by the server: this code carries no route table. */
  signInHref: string;
  profileHref: string;
};

/**
 * The header's account entry: "Sign in" or, once the proxy has set the session hint cookie
 * (lib/auth/session-hint.ts), "My account" to the profile. The hint only picks the label; the
 * profile page checks the session itself. A plain anchor in the header's `data-soft-nav` root,
 * which navigates on the client (components/navigation/soft-links.tsx).
 */
export function AccountLink({ className, signInHref, profileHref }: Props) {
  const t = useTranslations("common");
  const hinted = useSessionHint();
  return (
    <a href={hinted ? profileHref : signInHref} className={className}>
      <UserIcon size={16} />
      <span className="sr-only sm:not-sr-only">{hinted ? t("myAccount") : t("signIn")}</span>
    </a>
  );
}
