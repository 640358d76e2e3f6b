"use server";

import { z } from "zod";
import { searchSpecialities, getSubSpecialities, type IdName, type SpecialityPage } from "@/lib/api/broker";
import { searchDoctorsByName } from "@/lib/api/doctors";
import { isApiError } from "@/lib/api/errors";
import type { NameSearchHit } from "@/stores/doctor-filters";
import { MAX_NAME_LENGTH } from "./search-params";

/*
 * The doctor search's live lookups (name suggestions, the specialty combobox, sub-specialties).
 * Server actions are public endpoints: every input is validated here, and only public reference
 * data comes back. The app's API token never leaves the server.
 */

const LocaleSchema = z.enum(["ar", "en"]);
const IdSchema = z.number().int().min(1).max(999_999_999);

function logged<T>(what: string, fallback: T) {
  return (error: unknown): T => {
    if (!isApiError(error) || error.status >= 500 || error.status === 0) console.error(`${what} failed`, error);
    return fallback;
  };
}

export async function searchDoctorsByNameAction(locale: unknown, name: unknown): Promise<NameSearchHit[]> {
  const input = z
    .object({ locale: LocaleSchema, name: z.string().trim().min(1).max(MAX_NAME_LENGTH) })
    .safeParse({ locale, name });
  if (!input.success) return [];
  return searchDoctorsByName(input.data.locale, input.data.name)
    .then((doctors) =>
      doctors.map((doctor) => ({
        id: doctor.id,
        name: doctor.name,
        slug: doctor.slug,
        title: doctor.title.name,
        specialty: doctor.specialty.name,
      })),
    )
    .catch(logged("doctor name search", []));
}

export async function searchSpecialitiesAction(
  locale: unknown,
  search: unknown,
): Promise<SpecialityPage & { failed?: boolean }> {
  const input = z
    .object({
      locale: LocaleSchema,
      search: z.object({
        branchId: IdSchema.nullable().optional(),
        name: z.string().max(MAX_NAME_LENGTH).optional(),
        limit: z.number().int().min(1).max(100),
      }),
    })
    .safeParse({ locale, search });
  if (!input.success) return { items: [], total: 0, hasMore: false, failed: true };
  return searchSpecialities(input.data.locale, input.data.search).catch(
    logged("specialty search", { items: [], total: 0, hasMore: false, failed: true }),
  );
}

export async function getSubSpecialitiesAction(locale: unknown, specialityId: unknown): Promise<IdName[]> {
  const input = z.object({ locale: LocaleSchema, id: IdSchema }).safeParse({ locale, id: specialityId });
  if (!input.success) return [];
  return getSubSpecialities(input.data.locale, input.data.id).catch(logged("sub-specialty list", []));
}
