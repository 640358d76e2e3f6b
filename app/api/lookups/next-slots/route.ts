import type { NextRequest } from "next/server";
import { getNextSlots, NEXT_SLOTS_MAX_AGE } from "@/lib/api/doctors";
import { invalidQuery, readResponse } from "@/lib/api/route-responses";
import { NextSlotsLookupSchema, parseLookup } from "@/lib/doctors/lookups";

/** GET /api/lookups/next-slots?lang=ar|en&doctor_ids=4,9,12 → { "4": [slot…], … } for the doctor cards. */
export async function GET(request: NextRequest) {
  const query = parseLookup(NextSlotsLookupSchema, request.nextUrl.searchParams);
  if (!query) return invalidQuery();
  return readResponse("next free slots", () => getNextSlots(query.lang, query.doctor_ids), {
    // Availability moves with every hold: browsers and CDNs keep it a moment, never serve it stale.
    "Cache-Control": `public, max-age=${NEXT_SLOTS_MAX_AGE}`,
  });
}
