import { NextResponse, type NextRequest } from "next/server";

/**
 * Server actions called from another site. Next refuses them itself (its CSRF check compares the
 * Origin with the forwarded host or Host, app-render/action-handler), but answers 500, and a
 * malformed Origin makes it throw. The proxy answers first, with 403, on the same requests and the
 * same comparison, so the two never disagree about what passes.
 */

/** What Next treats as a possible server action: a POST naming one, or any multipart POST. */
export function isPossibleServerAction(request: NextRequest): boolean {
  if (request.method !== "POST") return false;
  return request.headers.has("next-action") || (request.headers.get("content-type") ?? "").startsWith("multipart/form-data");
}

/** Whether the request names an Origin other than the host it was sent to. No Origin passes, as in Next. */
export function hasForeignOrigin(request: NextRequest): boolean {
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  const host = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim() || request.headers.get("host");
  let originHost: string;
  try {
    originHost = origin === "null" ? "null" : new URL(origin).host;
  } catch {
    return true;
  }
  return !host || originHost !== host;
}

export function answerForeignAction(): NextResponse {
  return new NextResponse("Forbidden: a page of another site may not send this request.", {
    status: 403,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });
}
