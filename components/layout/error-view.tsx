"use client";

import { useEffect } from "react";
import { useLocale, useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button";
import { HomeIcon } from "@/components/ui/icons";
import { homePath, localeOrDefault } from "@/lib/i18n/locales";
import { StatusView } from "./status-view";

type Props = { error: unknown; retry: () => void };

/** The status carried by an error, when it has one (e.g. an ApiError thrown in a client component). */
function statusOf(error: unknown): number {
  if (typeof error === "object" && error !== null && "status" in error) {
    const status = Number((error as { status: unknown }).status);
    if (Number.isInteger(status) && status >= 400 && status <= 599) return status;
  }
  return 500;
}

/** "An error occurred" with the status code (default 500) and a retry (SPEC §2, §8). */
export function ErrorView({ error, retry }: Props) {
  const t = useTranslations();
  const locale = useLocale();
  const status = statusOf(error);

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <StatusView
      code={status}
      codeLabel={t("errors.statusCode", { status })}
      title={t("errors.errorTitle")}
      text={t("errors.errorText")}
      actions={
        <>
          <button type="button" onClick={() => retry()} className={buttonClasses("primary", "lg")}>
            {t("common.retry")}
          </button>
          {/* A full load of home, not a client navigation: after an error the app state is suspect. */}
          <a href={homePath(localeOrDefault(locale))} className={buttonClasses("secondary", "lg")}>
            <HomeIcon size={20} />
            {t("errors.backHome")}
          </a>
        </>
      }
    />
  );
}
