import { NextResponse } from "next/server";
import { isApiError } from "./errors";

/**
 * The answers of the site's own read endpoints (app/api/*): the browser's window on backend data.
 * Public reference and list data may be kept a minute by browsers and CDNs, then revalidated.
 */
const CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=300";

export function invalidQuery(): NextResponse {
  return NextResponse.json({ message: "The given data was invalid." }, { status: 422 });
}

/**
 * The read's result, or the backend's 4xx passed on, or 502 when the backend failed. Failures are
 * logged by what was read, never with the query: a typed name may be a patient's.
 */
export async function readResponse<T>(
  what: string,
  read: () => Promise<T>,
  headers: Record<string, string> = {},
): Promise<NextResponse> {
  try {
    return NextResponse.json(await read(), { headers: { "Cache-Control": CACHE_CONTROL, ...headers } });
  } catch (error) {
    const status = isApiError(error) && error.status >= 400 && error.status < 500 ? error.status : 502;
    if (status >= 500) console.error(`[api] ${what} failed:`, error instanceof Error ? error.message : error);
    return NextResponse.json({ message: "Upstream error" }, { status });
  }
}
