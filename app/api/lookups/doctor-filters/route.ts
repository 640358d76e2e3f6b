import type { NextRequest } from "next/server";
import { doctorFilterData } from "@/lib/doctors/filter-data";
import { DoctorFiltersLookupSchema, parseLookup } from "@/lib/doctors/lookups";
import { invalidQuery, readResponse } from "@/lib/api/route-responses";

/**
 * GET /api/lookups/doctor-filters?lang=ar|en[&branch=…] → the interactive doctor filters' lists,
 * first specialties and messages, fetched with their code when the visitor turns to the filters.
 */
export async function GET(request: NextRequest) {
  const query = parseLookup(DoctorFiltersLookupSchema, request.nextUrl.searchParams);
  if (!query) return invalidQuery();
  return readResponse("doctor filters", () => doctorFilterData(query.lang, query.branch ?? null));
}
