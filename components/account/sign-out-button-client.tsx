"use client";

import { useState } from "react";
import { signOut } from "next-auth/react";
import { useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button";
import { loadPage } from "@/lib/navigation/load-page";

/**
 * Signs out (next-auth also calls the backend logout, failures ignored), then opens `signedOutHref`:
 * the sign-in page with `?signed_out=1`, which shows SPEC §8's logout success message.
 */
export function SignOutButtonClient({ signedOutHref, className }: { signedOutHref: string; className?: string }) {
  const t = useTranslations("auth");
  const [pending, setPending] = useState(false);

  async function onClick() {
    if (pending) return;
    setPending(true);
    try {
      await signOut({ redirect: false });
    } finally {
      loadPage(signedOutHref);
    }
  }

  return (
    <button
      type="button"
      onClick={onClick}
      aria-busy={pending || undefined}
      className={buttonClasses("secondary", "md", className)}
    >
      {pending ? t("signingOut") : t("signOut")}
    </button>
  );
}
