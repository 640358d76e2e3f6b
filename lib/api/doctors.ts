import "server-only";
import { cache } from "react";
import { arrayOf, dataOf, DoctorSchema, listOf, PagingMetaSchema, type Doctor as WireDoctor } from "@/lib/contract";
import { type AppointmentKind, type DoctorSlots, DoctorSlotsSchema, NextSlotsSchema } from "@/lib/contract/booking";
import type { NextSlotsAnswer } from "@/lib/doctors/next-slots";
import type { Locale } from "@/lib/i18n/routing";
import type { ImageSource } from "@/lib/images";
import { doctorsApiQuery, type DoctorFilterValues } from "@/lib/doctors/search-params";
import { isRankedByAvailability } from "@/lib/doctors/search-route";
import { z } from "zod";
import { apiGet, apiGetUncached } from "./client";
import { toQueryString, type QueryInput } from "./query";
import { recentReads } from "./recent-reads";
import { CacheTags } from "./cache-tags";
import { localizedSlugs, type Slugs } from "./slugs";
import type { IdName } from "./broker";

/** A doctor as the site uses it (SPEC §3 "Doctor"), mapped once from the wire format. */
export type Doctor = {
  id: number;
  /** The slug in the requested language (what links use). */
  slug: string;
  slugs: Slugs;
  name: string;
  /** Supervisor level: professor, assistant professor, consultant, specialist. */
  title: IdName;
  gender: IdName;
  specialty: IdName;
  subSpecialties: IdName[];
  qualifications: string[];
  careerPath: string[];
  services: string[];
  branch: { id: number; name: string; phone: string };
  businessUnitId: number;
  image: ImageSource;
  bio: string;
};

export type DoctorPage = {
  doctors: Doctor[];
  total: number;
  /** SPEC §9: the per-page the server decided. */
  perPage: number;
  page: number;
  lastPage: number;
  /** A list ranked by availability: the stored ranking its next pages read (backend meta.ranking). */
  ranking: string | null;
};

/** SPEC §9: related doctors limit 9. */
export const RELATED_DOCTORS_LIMIT = 9;
/** How many doctors the home page shows, best first. */
export const HOME_DOCTORS_LIMIT = 8;

export function toDoctor(wire: WireDoctor, locale: Locale): Doctor {
  return {
    id: wire.id,
    ...localizedSlugs(wire, locale),
    name: wire.name,
    title: wire.title,
    gender: wire.gender,
    specialty: wire.speciality,
    subSpecialties: wire.sub_specialities,
    qualifications: wire.qualifications,
    careerPath: wire.career_path,
    services: wire.services,
    branch: wire.branch,
    businessUnitId: wire.business_unit_id,
    image: wire.image,
    bio: wire.bio,
  };
}

const DoctorListSchema = listOf(DoctorSchema);
/** A page of the search: a list ranked by availability also names its ranking. */
const DoctorSearchSchema = DoctorListSchema.extend({ meta: PagingMetaSchema.extend({ ranking: z.string().optional() }) });

/**
 * Searches by name are free text: each would be an entry of its own in Next's data cache, on disk
 * and without end. They are read past it, and the last few hundred kept here for a minute (the
 * same search asked again, or by many at once, is one read).
 */
const byName = recentReads<z.infer<typeof DoctorSearchSchema>>({ max: 300, ttlMs: 60_000 });

/**
 * Seconds a list ranked by availability is kept, by the data cache here and as a page
 * (app/[locale]/(breadcrumb)/doctors/ranked): a first page about as long as the backend reuses one
 * ranking (RANKING_REUSE_MS), a page that names its ranking a good part of the ranking's 15 minutes
 * (RANKING_TTL_MS), its order being fixed meanwhile. Either names one ranking in its links.
 */
const RANKED_FIRST_PAGE_SECONDS = 5;
const RANKED_PAGE_SECONDS = 600;

function readDoctors(locale: Locale, query: QueryInput, byNameText: string, ranked = false) {
  // Ranked and searched by name: a per-request page of its moment, read as it is, never kept.
  if (ranked && byNameText !== "") return apiGetUncached("/api/broker/doctors", { locale, query, schema: DoctorSearchSchema });
  if (ranked) {
    // Read inside a cached page, so kept for that page's lifetime (an uncached read would turn it per request).
    const revalidate = "ranking" in query ? RANKED_PAGE_SECONDS : RANKED_FIRST_PAGE_SECONDS;
    return apiGet("/api/broker/doctors", { locale, query, schema: DoctorSearchSchema, tags: [CacheTags.doctors], revalidate });
  }
  if (byNameText === "") return apiGet("/api/broker/doctors", { locale, query, schema: DoctorSearchSchema, tags: [CacheTags.doctors] });
  const key = `${locale}?${toQueryString(query)}`;
  return byName(key, () => apiGetUncached("/api/broker/doctors", { locale, query, schema: DoctorSearchSchema }));
}

/**
 * The doctor search (GET /api/broker/doctors with the SPEC §7 filters). A list ranked by
 * availability reads the ranking `ranking` names (its first page: none, a fresh one).
 */
export async function getDoctors(locale: Locale, filters: DoctorFilterValues, ranking: string | null = null): Promise<DoctorPage> {
  const ranked = isRankedByAvailability(filters);
  const query = ranked && ranking ? { ...doctorsApiQuery(filters), ranking } : doctorsApiQuery(filters);
  const body = await readDoctors(locale, query, filters.name.trim(), ranked);
  return {
    ranking: body.meta.ranking ?? null,
    doctors: body.data.map((doctor) => toDoctor(doctor, locale)),
    total: body.meta.total,
    perPage: body.meta.per_page,
    page: body.meta.current_page,
    lastPage: Math.max(1, body.meta.last_page),
  };
}

/** The live name search: a few doctors whose name matches. */
export async function searchDoctorsByName(locale: Locale, name: string, limit = 6): Promise<Doctor[]> {
  const body = await readDoctors(locale, { name: name.trim(), limit }, name.trim());
  return body.data.map((doctor) => toDoctor(doctor, locale));
}

/** The home page's doctors (`is_home`, sorted by the editors' order). */
export const getHomeDoctors = cache(async (locale: Locale, limit = HOME_DOCTORS_LIMIT): Promise<Doctor[]> => {
  const body = await apiGet("/api/broker/doctors", {
    locale,
    query: { is_home: 1, sort_key: "order", sort_type: "asc", limit },
    schema: DoctorListSchema,
    tags: [CacheTags.doctors],
  });
  return body.data.map((doctor) => toDoctor(doctor, locale));
});

/** One doctor by either language's slug. Rejects with ApiError 404 for an unknown slug. */
export const getDoctor = cache(async (locale: Locale, slug: string): Promise<Doctor> => {
  const body = await apiGet(`/api/broker/doctors/${encodeURIComponent(slug)}`, {
    locale,
    schema: dataOf(DoctorSchema),
    tags: [CacheTags.doctors],
  });
  return toDoctor(body.data, locale);
});

export const getRelatedDoctors = cache(
  async (locale: Locale, id: number, limit = RELATED_DOCTORS_LIMIT): Promise<Doctor[]> => {
    const body = await apiGet(`/api/broker/related_doctors/${id}`, {
      locale,
      query: { limit },
      schema: arrayOf(DoctorSchema),
      tags: [CacheTags.doctors],
    });
    return body.data.map((doctor) => toDoctor(doctor, locale));
  },
);

/**
 * Seconds a browser or shared cache may keep the doctor cards' next free times. The site keeps none
 * itself: the backend's own cache (backend/src/booking/next-slots-cache.ts) is dropped by the very
 * write that takes or frees a time, in every process, so a time taken leaves the cards within
 * these few seconds, as a time freed comes back.
 */
export const NEXT_SLOTS_MAX_AGE = 2;

/**
 * A doctor's free times for 7 local days from `from` (today when absent), with the branches and
 * prices the picker offers: read past every cache, since a time held a moment ago is no longer free.
 */
export function getDoctorSlots(locale: Locale, query: { doctorId: number; from?: string; branchId?: number; kind?: AppointmentKind }): Promise<DoctorSlots> {
  return apiGetUncached(`/api/broker/doctors/${query.doctorId}/slots`, {
    locale,
    query: { from: query.from, days: 7, branch_id: query.branchId, kind: query.kind },
    schema: DoctorSlotsSchema,
  });
}

/** The next free times of several doctors in one call (GET /api/broker/next_slots), by doctor id. */
export async function getNextSlots(locale: Locale, doctorIds: readonly number[]): Promise<NextSlotsAnswer> {
  const body = await apiGetUncached("/api/broker/next_slots", {
    locale,
    query: { doctor_ids: doctorIds.join(",") },
    schema: NextSlotsSchema,
  });
  return Object.fromEntries(
    body.data.map((entry) => [
      String(entry.doctor_id),
      entry.slots.map((slot) => ({ start: slot.start, branchId: slot.branch_id, kind: slot.kind, timeZone: slot.time_zone })),
    ]),
  );
}
