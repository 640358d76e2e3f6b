"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";

const WELCOME_KEY = "account-welcome";

/** Called just before a new account's first page load: that page greets the patient by name. */
export function rememberWelcome(firstName: string) {
  try {
    sessionStorage.setItem(WELCOME_KEY, firstName);
  } catch {
    // Storage blocked: the patient lands signed in, only without the greeting.
  }
}

function takeWelcome(): string | null {
  try {
    const name = sessionStorage.getItem(WELCOME_KEY);
    sessionStorage.removeItem(WELCOME_KEY);
    return name;
  } catch {
    return null;
  }
}

/**
 * The greeting a patient sees once, on the page a sign-up lands on (home or where they started):
 * what they can do now, instead of a bare page with no sign that the account exists.
 */
export function WelcomeNotice() {
  const t = useTranslations("auth");
  const [name, setName] = useState<string | null>(null);
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const taken = takeWelcome();
    // Read after hydration: the server's page is the same for everyone.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- sessionStorage exists only in the browser
    if (taken !== null) setName(taken);
  }, []);
  useEffect(() => {
    if (name !== null) ref.current?.focus();
  }, [name]);

  if (name === null) return null;
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
        <button type="button" onClick={() => setName(null)} className={buttonClasses("ghost", "sm")}>
          {t("welcomeDismiss")}
        </button>
      </div>
    </section>
  );
}
