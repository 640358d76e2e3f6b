import type { IdName, SpecialityPage } from "@/lib/api/broker";
import { LOOKUP_PATHS, lookupUrl } from "@/lib/doctors/lookup-urls";
import type { Locale } from "@/lib/i18n/routing";

/** A doctor found by the live name search (enough for a link). */
export type NameSearchHit = { id: number; name: string; slug: string; title: string; specialty: string };

/*
 * The browser's side of the doctor lookups (app/api/lookups/*). A failed or cancelled lookup gives
 * an empty answer, so a flaky network leaves the filters usable; the specialty search says it
 * failed, so the combobox can offer a retry.
 */

async function getJson<T>(url: string, signal?: AbortSignal): Promise<T | null> {
  try {
    const response = await fetch(url, { signal, headers: { accept: "application/json" } });
    return response.ok ? ((await response.json()) as T) : null;
  } catch {
    return null;
  }
}

export async function lookupDoctorNames(locale: Locale, name: string, signal?: AbortSignal): Promise<NameSearchHit[]> {
  const trimmed = name.trim();
  if (!trimmed) return [];
  return (await getJson<NameSearchHit[]>(lookupUrl(LOOKUP_PATHS.doctorNames, { lang: locale, name: trimmed }), signal)) ?? [];
}

export async function lookupSpecialities(
  locale: Locale,
  search: { branchId: number | null; name?: string; limit: number },
  signal?: AbortSignal,
): Promise<SpecialityPage & { failed?: boolean }> {
  const url = lookupUrl(LOOKUP_PATHS.specialities, {
    lang: locale,
    branch: search.branchId,
    name: search.name?.trim(),
    limit: search.limit,
  });
  return (await getJson<SpecialityPage>(url, signal)) ?? { items: [], total: 0, hasMore: false, failed: true };
}

export async function lookupSubSpecialities(locale: Locale, specialityId: number, signal?: AbortSignal): Promise<IdName[]> {
  const url = lookupUrl(LOOKUP_PATHS.subSpecialities, { lang: locale, speciality: specialityId });
  return (await getJson<IdName[]>(url, signal)) ?? [];
}
