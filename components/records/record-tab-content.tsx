import { SoftLink } from "@/lib/navigation/soft-link";
import { getTranslations } from "next-intl/server";
import type { ZodType } from "zod";
import {
  type AccessLogEntry,
  type Allergy,
  type LabPanel,
  type Prescription,
  RECORDS_MAX_PER_PAGE,
  RECORDS_RESPONSE_SCHEMAS,
  type RecordKind,
  type RecordsMeta,
  type Report,
  type Visit,
} from "@/lib/contract/records";
import type { Locale } from "@/lib/i18n/routing";
import { recordsSearch, tabMessageKey } from "@/lib/records/page-query";
import { readRecords, type RecordsFailure } from "@/lib/records/read";
import { AccessLogView } from "./access-log-view";
import { AllergiesView } from "./allergies-view";
import { PrescriptionsView } from "./prescriptions-view";
import { RecordsNotice, type RecordsNoticeKind } from "./records-notice";
import { ReportsView } from "./reports-view";
import { ResultsView } from "./results-view";
import { VisitsView } from "./visits-view";

/** What the page says for a failed read (not_configured and unlinked have states of their own before any read of a kind). */
export function noticeFor(reason: RecordsFailure): RecordsNoticeKind {
  if (reason === "his_unavailable") return "unavailable";
  if (reason === "rate_limited") return "rateLimited";
  return "failed";
}

type Props = { locale: Locale; userToken: string; tab: RecordKind; person: number | null; page: number; basePath: string };

/**
 * One tab of the record, read from the backend per request (streamed after the page's frame, so
 * a slow HIS shows the loading line, not a blank page). A year of results is one read: their
 * trends need them together.
 */
export async function RecordTabContent({ locale, userToken, tab, person, page, basePath }: Props) {
  const t = await getTranslations({ locale, namespace: "records" });
  const here = `${basePath}${recordsSearch({ tab, person, page })}`;
  const read = await readRecords(`/api/records/${tab}`, {
    locale,
    userToken,
    query: { person, page, limit: tab === "results" ? RECORDS_MAX_PER_PAGE : undefined },
    schema: RECORDS_RESPONSE_SCHEMAS[tab] as ZodType<{ data: unknown[]; meta: RecordsMeta }>,
    what: tab,
  });
  if (!read.ok) {
    return <RecordsNotice kind={noticeFor(read.reason)} retryHref={here} />;
  }
  const { meta } = read.data;
  return (
    <div className="grid grid-cols-1 gap-4">
      {meta.partial ? <RecordsNotice kind="partial" retryHref={here} /> : null}
      {read.data.data.length === 0 ? (
        <p className="rounded-lg bg-surface p-4 text-muted" data-testid="records-empty">
          {t(`empty.${tabMessageKey(tab)}`)}
        </p>
      ) : (
        <TabView list={read.data.data} tab={tab} person={person} meta={meta} />
      )}
      <Paging meta={meta} hrefOf={(p) => `${basePath}${recordsSearch({ tab, person, page: p })}`} label={t("paging.label")} newer={t("paging.newer")} older={t("paging.older")} status={t("paging.page", { page: meta.current_page, pages: meta.last_page })} />
    </div>
  );
}

/**
 * Each kind's own schema parsed its answer (RECORDS_RESPONSE_SCHEMAS[tab]), so the list is of the
 * tab's kind: the casts name what that schema gave.
 */
function TabView({ list, tab, person, meta }: { list: unknown[]; tab: RecordKind; person: number | null; meta: RecordsMeta }) {
  switch (tab) {
    case "results":
      return <ResultsView panels={list as LabPanel[]} morePages={meta.current_page < meta.last_page} />;
    case "visits":
      return <VisitsView visits={list as Visit[]} />;
    case "prescriptions":
      return <PrescriptionsView prescriptions={list as Prescription[]} />;
    case "reports":
      return <ReportsView reports={list as Report[]} person={person} />;
    case "allergies":
      return <AllergiesView allergies={list as Allergy[]} />;
    case "access-log":
      return <AccessLogView entries={list as AccessLogEntry[]} />;
  }
}

function Paging({ meta, hrefOf, label, newer, older, status }: { meta: RecordsMeta; hrefOf: (page: number) => string; label: string; newer: string; older: string; status: string }) {
  if (meta.last_page <= 1) return null;
  const link = "inline-flex min-h-11 items-center rounded-lg border border-line bg-white px-4 font-medium text-brand-800 hover:border-brand-600";
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-3">
      {meta.current_page > 1 ? (
        <SoftLink href={hrefOf(meta.current_page - 1)} prefetch={false} className={link}>
          {newer}
        </SoftLink>
      ) : null}
      <p className="text-muted">{status}</p>
      {meta.current_page < meta.last_page ? (
        <SoftLink href={hrefOf(meta.current_page + 1)} prefetch={false} className={link}>
          {older}
        </SoftLink>
      ) : null}
    </nav>
  );
}
