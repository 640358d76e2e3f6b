import { SoftLink } from "@/lib/navigation/soft-link";
import { useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button";

export type RecordsNoticeKind = "unavailable" | "partial" | "personsPartial" | "rateLimited" | "failed";

/**
 * What the page says when the HIS is slow, down or answered in part, with a retry: the same page
 * read again (a link, so it works before any script). What is known stays shown around it.
 */
export function RecordsNotice({ kind, retryHref }: { kind: RecordsNoticeKind; retryHref: string }) {
  const t = useTranslations("records");
  const alert = kind !== "partial" && kind !== "personsPartial";
  return (
    <div
      role={alert ? "alert" : "status"}
      data-notice={kind}
      className={`flex flex-wrap items-center justify-between gap-3 rounded-lg border p-4 ${alert ? "border-error bg-error-50" : "border-warning bg-warning-50"}`}
    >
      <p className="min-w-0 flex-1 basis-64 text-ink">{t(`state.${kind}`)}</p>
      {kind === "rateLimited" ? null : (
        <SoftLink href={retryHref} prefetch={false} className={buttonClasses("secondary", "sm")}>
          {t("retry")}
        </SoftLink>
      )}
    </div>
  );
}
