import "server-only";
import { cache } from "react";
import { arrayOf, dataOf, DoctorSchema, listOf, type Doctor as WireDoctor } from "@/lib/contract";
import { type AppointmentKind, type DoctorSlots, DoctorSlotsSchema, NextSlotsSchema } from "@/lib/contract/booking";
import type { NextSlotsAnswer } from "@/lib/doctors/next-slots";
import type { Locale } from "@/lib/i18n/routing";
import type { ImageSource } from "@/lib/images";
import { doctorsApiQuery, type DoctorFilterValues } from "@/lib/doctors/search-params";
import type { z } from "zod";
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

/**
 * Searches by name are free text: each would be an entry of its own in Next's data cache, on disk
 * and without end. They are read past it, and the last few hundred kept here for a minute (the
 * same search asked again, or by many at once, is one read).
 */
const byName = recentReads<z.infer<typeof DoctorListSchema>>({ max: 300, ttlMs: 60_000 });

function readDoctors(locale: Locale, query: QueryInput, byNameText: string) {
  if (byNameText === "") return apiGet("/api/broker/doctors", { locale, query, schema: DoctorListSchema, tags: [CacheTags.doctors] });
  const key = `${locale}?${toQueryString(query)}`;
  return byName(key, () => apiGetUncached("/api/broker/doctors", { locale, query, schema: DoctorListSchema }));
}

/** The doctor search (GET /api/broker/doctors with the SPEC §7 filters). */
export async function getDoctors(locale: Locale, filters: DoctorFilterValues): Promise<DoctorPage> {
  const body = await readDoctors(locale, doctorsApiQuery(filters), filters.name.trim());
  return {
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
 * Seconds the doctor cards' next free times stay in the data cache: long enough that a busy list
 * page costs the backend one computation every few seconds, short enough that a time taken
 * meanwhile rarely shows (and a hold of a taken time answers 409 anyway).
 */
export const NEXT_SLOTS_REVALIDATE = 15;

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
  const body = await apiGet("/api/broker/next_slots", {
    locale,
    query: { doctor_ids: doctorIds.join(",") },
    schema: NextSlotsSchema,
    revalidate: NEXT_SLOTS_REVALIDATE,
  });
  return Object.fromEntries(
    body.data.map((entry) => [
      String(entry.doctor_id),
      entry.slots.map((slot) => ({ start: slot.start, branchId: slot.branch_id, kind: slot.kind, timeZone: slot.time_zone })),
    ]),
  );
}
