import type { NextRequest } from "next/server";
import { searchDoctorsByName } from "@/lib/api/doctors";
import { DoctorNameLookupSchema, parseLookup } from "@/lib/doctors/lookups";
import type { NameSearchHit } from "@/lib/doctors/lookup-client";
import { invalidQuery, readResponse } from "@/lib/api/route-responses";

/** GET /api/lookups/doctor-names?lang=ar|en&name=… → the doctors whose name matches, as suggestions. */
export async function GET(request: NextRequest) {
  const query = parseLookup(DoctorNameLookupSchema, request.nextUrl.searchParams);
  if (!query) return invalidQuery();
  return readResponse("doctor name search", async (): Promise<NameSearchHit[]> => {
    const doctors = await searchDoctorsByName(query.lang, query.name);
    return doctors.map((doctor) => ({
      id: doctor.id,
      name: doctor.name,
      slug: doctor.slug,
      title: doctor.title.name,
      specialty: doctor.specialty.name,
    }));
  });
}
