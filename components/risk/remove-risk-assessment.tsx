"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { buttonClasses } from "@/components/ui/button";
import { removeRiskAssessmentAction } from "@/lib/risk/actions";

/** Removes one saved result, then re-reads the profile; focus moves to the list's heading. */
export function RemoveRiskAssessment({
  id,
  locale,
  labels,
}: {
  id: number;
  locale: string;
  labels: { remove: string; removeLabel: string; removing: string };
}) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  const remove = () =>
    startTransition(async () => {
      setError(null);
      const result = await removeRiskAssessmentAction(locale, id);
      if (!result.ok) {
        setError(result.message);
        return;
      }
      router.refresh();
      document.getElementById("my-risk-title")?.focus();
    });

  return (
    <div className="space-y-2">
      <FormAlert message={error} />
      <button
        type="button"
        onClick={remove}
        disabled={pending}
        aria-busy={pending || undefined}
        aria-label={pending ? undefined : labels.removeLabel}
        className={buttonClasses("secondary", "sm")}
      >
        {pending ? labels.removing : labels.remove}
      </button>
    </div>
  );
}
