"use client";

import { useEffect, useRef, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { usePathname } from "next/navigation";
import { PROFILE_SECTIONS } from "@/components/account/profile-sections";
import { FormAlert } from "@/components/forms/form-alert";
import { useSessionHint } from "@/components/layout/use-session-hint";
import { buttonClasses } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";
import { saveRiskAssessmentAction } from "@/lib/risk/actions";
import type { RiskFormValues } from "@/lib/risk/form-schema";
import { keepPendingAnswers } from "@/lib/risk/pending-answers";

interface RiskSaveProps {
  /** The answers the shown result came from. */
  values: RiskFormValues;
  /** One key per result: a double click or a retry saves it once. */
  idempotencyKey: string;
}

type State = { kind: "idle" } | { kind: "saving" } | { kind: "saved"; message: string } | { kind: "error"; message: string } | { kind: "signed-out" };

/**
 * "Save to my profile" under a result. Nothing is stored unless a signed-in patient asks: guests
 * (and patients whose session ended) get a sign-in link that brings them back to this result with
 * their answers kept in the tab (lib/risk/pending-answers.ts), never in the URL.
 */
export function RiskSave({ values, idempotencyKey }: RiskSaveProps) {
  const t = useTranslations("risk.save");
  const locale = useLocale();
  const pathname = usePathname();
  const hinted = useSessionHint();
  const [state, setState] = useState<State>({ kind: "idle" });
  const alertRef = useRef<HTMLDivElement>(null);
  const savedRef = useRef<HTMLDivElement>(null);

  // The answer takes the button's place: focus follows it, so keyboard and screen-reader users hear it.
  useEffect(() => {
    if (state.kind === "saved") savedRef.current?.focus();
    if (state.kind === "error") alertRef.current?.focus();
  }, [state.kind]);

  const save = async () => {
    setState({ kind: "saving" });
    const result = await saveRiskAssessmentAction(locale, values, idempotencyKey).catch(() => null);
    if (result?.ok) {
      setState({ kind: "saved", message: result.message ?? t("saved") });
    } else if (result && "signedOut" in result) {
      setState({ kind: "signed-out" });
    } else {
      setState({ kind: "error", message: result?.message ?? t("failed") });
    }
  };

  if (state.kind === "saved") {
    return (
      <div className="space-y-3 rounded-xl bg-white p-4">
        <FormAlert ref={savedRef} tone="success" message={state.message} />
        <Link href={{ pathname: "/profile", hash: PROFILE_SECTIONS.risk }} className="inline-block font-semibold text-brand-700 underline underline-offset-4">
          {t("seeProfile")}
        </Link>
      </div>
    );
  }

  if (!hinted || state.kind === "signed-out") {
    return (
      <div className="space-y-3 rounded-xl bg-white p-4" data-testid="risk-save">
        <p className="text-ink">{state.kind === "signed-out" ? t("sessionEnded") : t("guestIntro")}</p>
        <Link
          href={{ pathname: "/sign-in", query: { callbackUrl: pathname } }}
          onClick={() => keepPendingAnswers(values)}
          className={buttonClasses("secondary", "md")}
        >
          {t("signIn")}
        </Link>
      </div>
    );
  }

  const saving = state.kind === "saving";
  return (
    <div className="space-y-3 rounded-xl bg-white p-4" data-testid="risk-save">
      <p className="text-ink">{t("intro")}</p>
      <FormAlert ref={alertRef} message={state.kind === "error" ? state.message : null} />
      <button
        type="button"
        onClick={() => void save()}
        disabled={saving}
        aria-busy={saving || undefined}
        className={buttonClasses("secondary", "md")}
      >
        {saving ? t("saving") : t("button")}
      </button>
    </div>
  );
}
