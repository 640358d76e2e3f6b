/** Where the doctor lookups live and how their URLs are built (client-safe: no validator here). */
export const LOOKUP_PATHS = {
  doctorNames: "/api/lookups/doctor-names",
  doctorFilters: "/api/lookups/doctor-filters",
  specialities: "/api/lookups/specialities",
  subSpecialities: "/api/lookups/sub-specialities",
  nextSlots: "/api/lookups/next-slots",
  doctorSlots: "/api/lookups/doctor-slots",
} as const;

/** `path?key=value…`, leaving out empty values so equal lookups share one URL (and cache entry). */
export function lookupUrl(path: string, query: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== "") params.set(key, String(value));
  }
  return `${path}?${params.toString()}`;
}
