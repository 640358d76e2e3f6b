import { NextResponse, type NextRequest } from "next/server";
import { userBackendToken } from "@/lib/auth/user-token";
import { ReportFileParamSchema, ReportFileQuerySchema } from "@/lib/contract/records";
import { env } from "@/lib/env";
import { localeOrDefault } from "@/lib/i18n/routing";

/**
 * GET /api/records/reports/{id}/file?person= → a report's PDF, streamed from the backend with the
 * signed-in patient's token from the session cookie: the browser never holds a URL that works
 * without the session, and the id is the backend's opaque one. Never cached anywhere; the file's
 * name and bytes are never logged.
 */
const PRIVATE = { "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" } as const;
const refuse = (status: number, message: string, headers: Record<string, string> = {}) =>
  NextResponse.json({ message }, { status, headers: { ...PRIVATE, ...headers } });

export async function GET(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const id = ReportFileParamSchema.safeParse(await params);
  const query = ReportFileQuerySchema.safeParse({ person: request.nextUrl.searchParams.get("person") ?? undefined });
  if (!id.success || !query.success) return refuse(422, "The given data was invalid.");
  const userToken = await userBackendToken();
  if (!userToken) return refuse(401, "Unauthenticated.");

  const lang = localeOrDefault(request.cookies.get("NEXT_LOCALE")?.value ?? "ar");
  const search = query.data.person !== undefined ? `?person=${query.data.person}` : "";
  let upstream: Response;
  try {
    upstream = await fetch(`${env.API_BASE_URL}/api/records/reports/${encodeURIComponent(id.data.id)}/file${search}`, {
      headers: { Authorization: `Bearer ${userToken}`, "BU-ID": String(env.BU_ID), lang, Accept: "application/pdf" },
      cache: "no-store",
      signal: AbortSignal.timeout(30_000),
    });
  } catch {
    console.error("[records] report file: the backend could not be reached");
    return refuse(502, "Upstream error");
  }
  if (!upstream.ok || !upstream.body) {
    await upstream.body?.cancel();
    // The backend's refusals pass on as they are (another's report is its 404); its failures are ours to call 502.
    if (upstream.status >= 400 && upstream.status < 500) {
      const retryAfter = upstream.headers.get("retry-after");
      return refuse(upstream.status, upstream.status === 404 ? "Not found" : "Refused", retryAfter ? { "Retry-After": retryAfter } : {});
    }
    if (upstream.status === 503) return refuse(503, "The hospital's system is not answering", { "Retry-After": upstream.headers.get("retry-after") ?? "30" });
    console.error(`[records] report file answered ${upstream.status}`);
    return refuse(502, "Upstream error");
  }
  const headers = new Headers(PRIVATE);
  headers.set("Content-Type", "application/pdf");
  // The backend names the file; an attachment whatever it said, so the PDF is saved, never shown inline from our origin.
  const disposition = upstream.headers.get("content-disposition");
  headers.set("Content-Disposition", disposition && /^attachment;/i.test(disposition) ? disposition : 'attachment; filename="report.pdf"');
  const length = upstream.headers.get("content-length");
  if (length) headers.set("Content-Length", length);
  return new NextResponse(upstream.body, { status: 200, headers });
}
