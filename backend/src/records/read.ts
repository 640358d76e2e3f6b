import { inArray } from "drizzle-orm";
import type { Lang } from "@/lib/contract/common";
import type { RecordDoctor, RecordKind, RecordsMeta } from "@/lib/contract/records";
import type { Db } from "../db/client";
import { doctors } from "../db/schema";
import type { Reference } from "./fhir";
import { itemId, reportId } from "./ids";
import { allergy, displayOf, labPanels, type MapContext, newestFirst, prescription, report, visit } from "./map";
import type { RecordsProvider } from "./provider";
import { RecordsUnavailable, type SearchResult } from "./smart-client";

/**
 * One kind of record of one HIS patient, read whole (every page of the search) and paged here,
 * newest first: a year of one patient's records is small, and the HIS's own paging cannot sort.
 */

type Kind = Exclude<RecordKind, "access-log">;

/** Every numeric doctor id the HIS names under the site's doctor system, anywhere in the resources. */
function doctorIds(value: unknown, system: string, out = new Set<number>()): Set<number> {
  if (Array.isArray(value)) for (const v of value) doctorIds(v, system, out);
  else if (value && typeof value === "object") {
    const o = value as { system?: unknown; value?: unknown };
    if (o.system === system && typeof o.value === "string" && /^\d{1,9}$/.test(o.value)) out.add(Number(o.value));
    else for (const v of Object.values(value)) doctorIds(v, system, out);
  }
  return out;
}

async function doctorResolver(db: Db, lang: Lang, system: string, resources: unknown): Promise<(ref: Reference | undefined) => RecordDoctor | null> {
  const ids = [...doctorIds(resources, system)];
  const rows = ids.length
    ? await db.select({ id: doctors.id, nameAr: doctors.nameAr, nameEn: doctors.nameEn, slugAr: doctors.slugAr, slugEn: doctors.slugEn }).from(doctors).where(inArray(doctors.id, ids))
    : [];
  const known = new Map(rows.map((r) => [r.id, r]));
  return (ref) => {
    if (!ref) return null;
    const id = ref.identifier?.system === system && ref.identifier.value && /^\d{1,9}$/.test(ref.identifier.value) ? Number(ref.identifier.value) : null;
    const doctor = id === null ? undefined : known.get(id);
    if (doctor) return { name: lang === "ar" ? doctor.nameAr : doctor.nameEn, doctor_id: doctor.id, slug: lang === "ar" ? doctor.slugAr : doctor.slugEn };
    const name = displayOf(ref, lang);
    return name ? { name, doctor_id: null, slug: null } : null;
  };
}

export interface ReadOptions {
  db: Db;
  provider: RecordsProvider;
  secret: string;
  lang: Lang;
  patientId: string;
  page: number;
  perPage: number;
  code?: string;
}

export interface Page<T> {
  data: T[];
  meta: RecordsMeta;
}

export const pageMeta = (total: number, page: number, perPage: number, partial: boolean): RecordsMeta => ({
  total,
  per_page: perPage,
  current_page: page,
  last_page: Math.max(1, Math.ceil(total / perPage)),
  partial,
});

export function paged<T>(items: T[], page: number, perPage: number, partial: boolean): Page<T> {
  const start = (page - 1) * perPage;
  return { data: items.slice(start, start + perPage), meta: pageMeta(items.length, page, perPage, partial) };
}

/** Both searches of lab results; one failing leaves the other's answer, marked partial. */
async function bothOrEither<A, B>(a: Promise<SearchResult<A>>, b: Promise<SearchResult<B>>): Promise<[SearchResult<A>, SearchResult<B>]> {
  const [ra, rb] = await Promise.allSettled([a, b]);
  if (ra.status === "rejected" && rb.status === "rejected") throw ra.reason;
  const empty = { resources: [], partial: true };
  return [ra.status === "fulfilled" ? ra.value : empty, rb.status === "fulfilled" ? rb.value : empty];
}

export async function readKind(kind: Kind, o: ReadOptions): Promise<Page<unknown>> {
  const { provider, patientId } = o;
  const context = async (resources: unknown): Promise<MapContext> => ({
    lang: o.lang,
    id: (resource, index) => itemId(o.secret, patientId, resource, index),
    doctor: await doctorResolver(o.db, o.lang, provider.doctorSystem, resources),
  });
  switch (kind) {
    case "results": {
      const [reports, observations] = await bothOrEither(provider.labReports(patientId), provider.labObservations(patientId));
      const ctx = await context(reports.resources);
      // Observations without their reports would each stand alone: with the reports failed, say so.
      const partial = reports.partial || observations.partial;
      return paged(labPanels(reports.resources, observations.resources, ctx, o.code), o.page, o.perPage, partial);
    }
    case "visits": {
      const found = await provider.encounters(patientId);
      const ctx = await context(found.resources);
      const items = found.resources.flatMap((e, i) => visit(e, i, ctx) ?? []).sort(newestFirst((v) => v.start));
      return paged(items, o.page, o.perPage, found.partial);
    }
    case "prescriptions": {
      const found = await provider.medicationRequests(patientId);
      const ctx = await context(found.resources);
      const items = found.resources.map((m, i) => prescription(m, i, ctx)).sort(newestFirst((p) => p.prescribed_at ?? p.starts_on));
      return paged(items, o.page, o.perPage, found.partial);
    }
    case "reports": {
      const found = await provider.documentReferences(patientId);
      const ctx = await context(found.resources);
      const items = found.resources
        .flatMap((d) => (d.id && d.status !== "entered-in-error" ? (report(d, reportId(o.secret, { p: patientId, d: d.id }), ctx) ?? []) : []))
        .sort(newestFirst((r) => r.date));
      return paged(items, o.page, o.perPage, found.partial);
    }
    case "allergies": {
      const found = await provider.allergies(patientId);
      const ctx = await context(found.resources);
      const items = found.resources.map((a, i) => allergy(a, i, ctx)).sort(newestFirst((a) => a.recorded_on));
      return paged(items, o.page, o.perPage, found.partial);
    }
  }
}

export { RecordsUnavailable };
