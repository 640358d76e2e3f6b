"use client";

import { useRef, useState } from "react";
import { signOut } from "next-auth/react";
import { useTranslations } from "next-intl";
import { FormAlert } from "@/components/forms/form-alert";
import { buttonClasses } from "@/components/ui/button";
import { exportProfileAction } from "@/lib/account/profile-actions";
import { DeleteAccountForm } from "./delete-account-form";

/**
 * The patient's data rights: download everything held about them (built in the browser from the
 * action's answer, so the data never sits in a URL or a cache) and delete the account with the
 * password or a code sent to the mobile.
 */
export function AccountPrivacy({ locale, home }: { locale: string; home: string }) {
  const t = useTranslations("profile");
  const [exportError, setExportError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const [deleted, setDeleted] = useState<string | null>(null);
  const deletedRef = useRef<HTMLDivElement>(null);

  const download = async () => {
    setExporting(true);
    setExportError(null);
    try {
      const result = await exportProfileAction(locale);
      if (!result.ok) {
        setExportError(result.message);
        return;
      }
      const url = URL.createObjectURL(new Blob([result.data.json], { type: "application/json" }));
      const link = document.createElement("a");
      link.href = url;
      link.download = "my-data.json";
      link.click();
      URL.revokeObjectURL(url);
    } finally {
      setExporting(false);
    }
  };

  const onDeleted = async (message: string | null) => {
    await signOut({ redirect: false }).catch(() => undefined);
    setDeleted(message ?? t("deleted"));
    deletedRef.current?.focus();
  };

  return (
    <section className="rounded-card bg-white p-6 shadow-card" aria-labelledby="privacy-title">
      <h2 id="privacy-title" className="text-xl font-semibold text-ink">
        {t("privacyTitle")}
      </h2>
      <h3 className="mt-5 font-semibold text-ink">{t("exportTitle")}</h3>
      <p className="mt-1 text-muted">{t("exportText")}</p>
      <FormAlert message={exportError} />
      <button
        type="button"
        onClick={() => void download()}
        disabled={exporting}
        aria-busy={exporting || undefined}
        className={`${buttonClasses("secondary", "md")} mt-3`}
      >
        {exporting ? t("exporting") : t("exportButton")}
      </button>

      <h3 className="mt-8 font-semibold text-ink">{t("deleteTitle")}</h3>
      <p className="mt-1 text-muted">{t("deleteText")}</p>
      {deleted ? (
        <div className="mt-4 space-y-3">
          <FormAlert ref={deletedRef} tone="success" message={deleted} />
          <a href={home} className="font-semibold text-brand-700 underline underline-offset-4">
            {t("goHome")}
          </a>
        </div>
      ) : (
        <DeleteAccountForm locale={locale} onDeleted={(message) => void onDeleted(message)} />
      )}
    </section>
  );
}
