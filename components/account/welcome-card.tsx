"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";

/** What a new patient can do now, instead of a bare page with no sign that the account exists. */
export function WelcomeCard({ name }: { name: string }) {
  const t = useTranslations("auth");
  const [open, setOpen] = useState(true);
  const ref = useRef<HTMLElement>(null);

  useEffect(() => ref.current?.focus(), []);

  if (!open) return null;
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="welcome-title"
      className="container-page mt-6 flex flex-col gap-3 rounded-[var(--radius-card)] border border-success bg-success-50 p-5 focus:outline-none"
      data-testid="welcome-notice"
    >
      <h2 id="welcome-title" className="text-xl font-bold text-ink">
        {name ? t("welcomeTitle", { name }) : t("welcomeTitleNoName")}
      </h2>
      <p className="text-ink">{t("welcomeBody")}</p>
      <div className="flex flex-wrap gap-3">
        <Link href="/doctors" className={buttonClasses("primary", "sm")}>
          {t("welcomeBook")}
        </Link>
        <Link href="/profile" className={buttonClasses("secondary", "sm")}>
          {t("welcomeProfile")}
        </Link>
        <button type="button" onClick={() => setOpen(false)} className={buttonClasses("ghost", "sm")}>
          {t("welcomeDismiss")}
        </button>
      </div>
    </section>
  );
}
