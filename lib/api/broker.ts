import "server-only";
import { cache } from "react";
import { z } from "zod";
import {
  arrayOf,
  BranchSchema,
  BusinessUnitResponseSchema,
  IdNameSchema,
  PagingMetaSchema,
} from "@/lib/contract";
import type { Locale } from "@/lib/i18n/routing";
import { apiGet } from "./client";
import { CacheTags } from "./cache-tags";

/**
 * Reference data of the doctor search (SPEC §7 "Doctors and reference data"): business units
 * (the "entity" filter), branches, specialities, sub-specialities, genders and supervisor levels.
 * It changes rarely, so every read is cached with a tag (revalidated by the webhook) and an hour's
 * revalidate time: the doctors page itself is dynamic, but these calls cost nothing per request.
 */

export type IdName = { id: number; name: string };
export type BranchInfo = IdName & { phone: string; city: string; country: "SA" | "EG"; businessUnitId: number };
export type Entity = IdName & { shortName: string };

/** Reference data revalidates hourly (and at once through its tag). */
const REFERENCE_REVALIDATE = 3600;
/** SPEC §9: the specialty search starts at 10. */
export const SPECIALITY_DEFAULT_LIMIT = 10;

const SpecialitiesResponseSchema = z.object({ data: z.array(IdNameSchema), meta: PagingMetaSchema.partial().optional() });

export const getEntities = cache(async (locale: Locale): Promise<Entity[]> => {
  const body = await apiGet("/api/v1/dashboard/business-units", {
    locale,
    schema: BusinessUnitResponseSchema,
    tags: [CacheTags.businessUnits],
    revalidate: REFERENCE_REVALIDATE,
  });
  const units = Array.isArray(body.data.data) ? body.data.data : [body.data.data];
  return units.map((unit) => ({ id: unit.id, name: unit.name, shortName: unit.short_name }));
});

export const getBranches = cache(async (locale: Locale): Promise<BranchInfo[]> => {
  const body = await apiGet("/api/broker/branches", {
    locale,
    schema: arrayOf(BranchSchema),
    tags: [CacheTags.branches],
    revalidate: REFERENCE_REVALIDATE,
  });
  return body.data.map((branch) => ({
    id: branch.id,
    name: branch.name,
    phone: branch.phone,
    city: branch.city,
    country: branch.country,
    businessUnitId: branch.business_unit_id,
  }));
});

export type SpecialitySearch = { branchId?: number | null; name?: string; limit?: number };
export type SpecialityPage = { items: IdName[]; total: number; hasMore: boolean };

/** GET /api/broker/specialities?branch_id&name&limit — the searchable specialty list. */
export async function searchSpecialities(locale: Locale, search: SpecialitySearch = {}): Promise<SpecialityPage> {
  const limit = Math.min(Math.max(search.limit ?? SPECIALITY_DEFAULT_LIMIT, 1), 100);
  const body = await apiGet("/api/broker/specialities", {
    locale,
    query: { branch_id: search.branchId ?? null, name: search.name?.trim(), limit },
    schema: SpecialitiesResponseSchema,
    tags: [CacheTags.specialities],
    revalidate: REFERENCE_REVALIDATE,
  });
  const total = body.meta?.total ?? body.data.length;
  return { items: body.data, total, hasMore: body.data.length < total };
}

/** Every specialty (for naming the one a shared link selects). */
export const getAllSpecialities = cache(async (locale: Locale): Promise<IdName[]> => {
  return (await searchSpecialities(locale, { limit: 100 })).items;
});

export const getSubSpecialities = cache(async (locale: Locale, specialityId: number): Promise<IdName[]> => {
  const body = await apiGet(`/api/broker/specialities/${specialityId}/sub_specialities`, {
    locale,
    schema: arrayOf(IdNameSchema),
    tags: [CacheTags.specialities],
    revalidate: REFERENCE_REVALIDATE,
  });
  return body.data;
});

export const getGenders = cache(async (locale: Locale): Promise<IdName[]> => {
  const body = await apiGet("/api/broker/genders", {
    locale,
    schema: arrayOf(IdNameSchema),
    tags: [CacheTags.doctors],
    revalidate: REFERENCE_REVALIDATE,
  });
  return body.data;
});

/** Supervisor levels are the doctor's "title" (professor, assistant professor, consultant, specialist). */
export const getSupervisorLevels = cache(async (locale: Locale): Promise<IdName[]> => {
  const body = await apiGet("/api/broker/supervisor_levels", {
    locale,
    schema: arrayOf(IdNameSchema),
    tags: [CacheTags.doctors],
    revalidate: REFERENCE_REVALIDATE,
  });
  return body.data;
});
