import type { AppointmentKind, DoctorSlots } from "@/lib/contract/booking";
import { LOOKUP_PATHS, lookupUrl } from "@/lib/doctors/lookup-urls";
import type { Locale } from "@/lib/i18n/routing";

/**
 * A doctor's free times for 7 local days from `from` (today when absent), read in the browser from
 * the site's own lookup (app/api/lookups/doctor-slots), as the cards' next times are. Client-safe:
 * types only from the contract, so no validator ships; the route validated the backend's answer.
 * Rejects on any failure: the caller says so in its own words.
 */
export async function fetchDoctorSlots(
  locale: Locale,
  doctorId: number,
  query: { from?: string; branchId?: number; kind?: AppointmentKind },
): Promise<DoctorSlots> {
  const url = lookupUrl(LOOKUP_PATHS.doctorSlots, { lang: locale, doctor_id: doctorId, from: query.from, branch_id: query.branchId, kind: query.kind });
  const response = await fetch(url, { headers: { accept: "application/json" }, cache: "no-store" });
  if (!response.ok) throw new Error(`doctor slots answered ${response.status}`);
  return (await response.json()) as DoctorSlots;
}
