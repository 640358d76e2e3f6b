import type { NextRequest } from "next/server";
import { getSubSpecialities } from "@/lib/api/broker";
import { parseLookup, SubSpecialityLookupSchema } from "@/lib/doctors/lookups";
import { invalidQuery, readResponse } from "@/lib/api/route-responses";

/** GET /api/lookups/sub-specialities?lang=ar|en&speciality=ID → the specialty's sub-specialties. */
export async function GET(request: NextRequest) {
  const query = parseLookup(SubSpecialityLookupSchema, request.nextUrl.searchParams);
  if (!query) return invalidQuery();
  return readResponse("sub-specialty list", () => getSubSpecialities(query.lang, query.speciality));
}
