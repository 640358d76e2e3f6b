import { RECORD_KINDS, type RecordKind } from "@/lib/contract/records";

/**
 * The health record page's query: `?tab=` (a record kind, results when absent or unknown),
 * `?person=` (a linked child's family member id; absent: the account holder) and `?page=`.
 * Nothing else of the record ever goes in a URL: no test, report or visit.
 */
export type RecordsPageQuery = { tab: RecordKind; person: number | null; page: number };

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const isKind = (value: string | undefined): value is RecordKind => RECORD_KINDS.includes(value as RecordKind);
const positiveInt = (value: string | undefined) => (value !== undefined && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null);

/** null when `person` or `page` is present but not a positive integer: the page answers 404. */
export function parseRecordsQuery(params: SearchParams): RecordsPageQuery | null {
  const tabValue = first(params.tab);
  const personValue = first(params.person);
  const pageValue = first(params.page);
  const person = personValue === undefined ? null : positiveInt(personValue);
  const page = pageValue === undefined ? 1 : positiveInt(pageValue);
  if ((personValue !== undefined && person === null) || page === null) return null;
  return { tab: isKind(tabValue) ? tabValue : "results", person, page };
}

/** The page's own query string for a tab, person and page (the defaults left out). */
export function recordsSearch(query: { tab: RecordKind; person: number | null; page?: number }): string {
  const params = new URLSearchParams({ tab: query.tab });
  if (query.person !== null) params.set("person", String(query.person));
  if (query.page && query.page > 1) params.set("page", String(query.page));
  return `?${params.toString()}`;
}

/** Message key of a tab (`access-log` → `accessLog`). */
export const tabMessageKey = (kind: RecordKind) => (kind === "access-log" ? "accessLog" : kind);
