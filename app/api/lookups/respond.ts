import { NextResponse } from "next/server";
import { isApiError } from "@/lib/api/errors";

/** Reference data changes rarely: browsers and CDNs may keep an answer a minute, then revalidate. */
const CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=300";

export function invalidLookup(): NextResponse {
  return NextResponse.json({ message: "The given data was invalid." }, { status: 422 });
}

/** The lookup's answer, or 502 (logged, without the query: a typed name may be a patient's) when the backend failed. */
export async function lookupResponse<T>(what: string, read: () => Promise<T>): Promise<NextResponse> {
  try {
    return NextResponse.json(await read(), { headers: { "Cache-Control": CACHE_CONTROL } });
  } catch (error) {
    const status = isApiError(error) && error.status >= 400 && error.status < 500 ? error.status : 502;
    if (status >= 500) console.error(`[lookups] ${what} failed:`, error instanceof Error ? error.message : error);
    return NextResponse.json({ message: "Upstream error" }, { status });
  }
}
