import type { Metadata } from "next";
import { SoftLink } from "@/lib/navigation/soft-link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { LinkRecordForm } from "@/components/records/link-record-form";
import { LINK_RECORD_MESSAGES } from "@/components/records/link-record-messages";
import { PersonSwitch } from "@/components/records/person-switch";
import { noticeFor, RecordTabContent } from "@/components/records/record-tab-content";
import { RecordsNotice } from "@/components/records/records-notice";
import { RecordsTabs } from "@/components/records/records-tabs";
import { MessagesSubset } from "@/components/static/messages-subset";
import { ChevronBackIcon } from "@/components/ui/icons";
import { requireUser } from "@/lib/auth/session";
import { userBackendToken } from "@/lib/auth/user-token";
import { RecordsPersonsResponseSchema } from "@/lib/contract/records";
import { pageLocale } from "@/lib/i18n/page-locale";
import { localeOrDefault } from "@/lib/i18n/routing";
import { getPathname } from "@/lib/i18n/paths";
import { recordsSearch, parseRecordsQuery } from "@/lib/records/page-query";
import { readRecords } from "@/lib/records/read";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = localeOrDefault((await params).locale);
  const t = await getTranslations({ locale, namespace: "records" });
  return { title: t("title"), description: t("description"), robots: { index: false } };
}

/**
 * "My health record" (issue 53): the HIS's record of the signed-in patient and of the children
 * the HIS confirms they guard, one part per tab (`?tab=`), one person at a time (`?person=`).
 * Rendered per request and never cached (the proxy's `private, no-store` for signed-in pages);
 * nothing of the record goes in the URL, the logs or any cache. A deployment without an HIS has
 * no such page (404), and the profile says so where its link would be.
 */
export default async function RecordsPage({ params, searchParams }: Props) {
  const locale = pageLocale((await params).locale);
  const query = parseRecordsQuery(await searchParams);
  if (!query) notFound();
  const basePath = getPathname({ locale, href: "/profile/records" });
  await requireUser(locale, `${basePath}${recordsSearch(query)}`);
  const userToken = await userBackendToken();
  if (!userToken) notFound();
  const t = await getTranslations("records");

  const persons = await readRecords("/api/records/persons", { locale, userToken, schema: RecordsPersonsResponseSchema, what: "persons" });
  if (!persons.ok && persons.reason === "not_configured") notFound();
  const linked = persons.ok && persons.data.linked;
  const people = persons.ok ? persons.data.data : [];
  // Another's child, or no child at all: the same 404 as any record that is not this account's.
  if (linked && query.person !== null && !people.some((p) => p.family_member_id === query.person)) notFound();
  const shown = people.find((p) => p.family_member_id === query.person);
  const here = `${basePath}${recordsSearch(query)}`;

  return (
    // One column that never grows past the screen, whatever a record's longest word.
    <section className="container-page grid grid-cols-[minmax(0,1fr)] gap-6 py-10" aria-labelledby="records-title">
      <div className="grid gap-2">
        <SoftLink href={getPathname({ locale, href: "/profile" })} className="inline-flex min-h-11 items-center gap-1 justify-self-start font-medium text-brand-700 hover:underline">
          <ChevronBackIcon size={16} />
          {t("backToProfile")}
        </SoftLink>
        <h1 id="records-title" className="text-2xl font-bold text-brand-800 sm:text-3xl">
          {t("title")}
        </h1>
        <p className="max-w-3xl text-muted">{t("intro")}</p>
      </div>

      {!persons.ok ? (
        <RecordsNotice kind={noticeFor(persons.reason)} retryHref={here} />
      ) : !linked ? (
        <section aria-labelledby="records-link-title" className="grid gap-3 rounded-card bg-white p-4 shadow-card sm:p-6" data-testid="records-link">
          <h2 id="records-link-title" className="text-xl font-bold text-ink">
            {t("link.title")}
          </h2>
          <p className="max-w-2xl text-ink">{t("link.text")}</p>
          <p className="max-w-2xl text-sm text-muted">{t("link.phrHint")}</p>
          <MessagesSubset pick={LINK_RECORD_MESSAGES}>
            <LinkRecordForm locale={locale} />
          </MessagesSubset>
        </section>
      ) : (
        <>
          {persons.data.partial ? <RecordsNotice kind="personsPartial" retryHref={here} /> : null}
          <PersonSwitch basePath={basePath} persons={people} current={query.person} tab={query.tab} />
          {shown && people.length > 1 ? <p className="sr-only">{t("person.showing", { name: shown.full_name })}</p> : null}
          <RecordsTabs basePath={basePath} current={query.tab} person={query.person} />
          <Suspense
            key={here}
            fallback={
              <p role="status" className="rounded-lg bg-surface p-4 text-muted" data-testid="records-loading">
                {t("loading")}
              </p>
            }
          >
            <RecordTabContent locale={locale} userToken={userToken} tab={query.tab} person={query.person} page={query.page} basePath={basePath} />
          </Suspense>
        </>
      )}
    </section>
  );
}
