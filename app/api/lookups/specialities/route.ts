import type { NextRequest } from "next/server";
import { searchSpecialities } from "@/lib/api/broker";
import { parseLookup, SpecialityLookupSchema } from "@/lib/doctors/lookups";
import { invalidQuery, readResponse } from "@/lib/api/route-responses";

/** GET /api/lookups/specialities?lang=ar|en&limit=N[&branch=…][&name=…] → { items, total, hasMore }. */
export async function GET(request: NextRequest) {
  const query = parseLookup(SpecialityLookupSchema, request.nextUrl.searchParams);
  if (!query) return invalidQuery();
  return readResponse("specialty search", () =>
    searchSpecialities(query.lang, { branchId: query.branch ?? null, name: query.name || undefined, limit: query.limit }),
  );
}
