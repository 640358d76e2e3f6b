import type { NextRequest } from "next/server";
import { getDoctorSlots } from "@/lib/api/doctors";
import { invalidQuery, readResponse } from "@/lib/api/route-responses";
import { DoctorSlotsLookupSchema, parseLookup } from "@/lib/doctors/lookups";

/**
 * GET /api/lookups/doctor-slots?lang=ar|en&doctor_id=4[&from=YYYY-MM-DD&branch_id=2&kind=…] → a
 * doctor's week of free times with its branches and prices, for the booking's picker. Kept by no
 * cache: a time held a moment ago must not be offered again from one.
 */
export async function GET(request: NextRequest) {
  const query = parseLookup(DoctorSlotsLookupSchema, request.nextUrl.searchParams);
  if (!query) return invalidQuery();
  return readResponse(
    "a doctor's free times",
    () => getDoctorSlots(query.lang, { doctorId: query.doctor_id, from: query.from, branchId: query.branch_id, kind: query.kind }),
    { "Cache-Control": "private, no-store" },
  );
}
