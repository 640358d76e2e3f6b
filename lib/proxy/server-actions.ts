import { NextResponse, type NextRequest } from "next/server";

/**
 * Server actions Next would answer with a 500 (SPEC: malformed input is a 4xx): the proxy answers
 * them first, on the same requests and by the same rules as Next, so the two never disagree.
 * - From another site: Next refuses them itself (its CSRF check compares the Origin with the
 *   forwarded host or Host, app-render/action-handler) but answers 500, and a malformed Origin
 *   makes it throw. Here: 403.
 * - With a body Next cannot read: Next decodes it only after routing to the page, and a body that
 *   is no JSON (a fetch action's plain-text arguments) or no multipart form (a form sent without
 *   JavaScript, or a fetch action with files) makes it throw. Here: 400, from a copy of the body.
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

export async function hasUnreadableActionBody(request: NextRequest): Promise<boolean> {
  const type = request.headers.get("content-type") ?? "";
  try {
    if (type.startsWith("multipart/form-data")) await request.clone().formData();
    // Next answers a non-multipart POST only when it names an action (a fetch action).
    else if (request.headers.has("next-action")) JSON.parse(await request.clone().text());
    return false;
  } catch {
    return true;
  }
}

const refusal = (status: 400 | 403, text: string) =>
  new NextResponse(text, { status, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });

export const answerForeignAction = () => refusal(403, "Forbidden: a page of another site may not send this request.");
export const answerUnreadableAction = () => refusal(400, "Bad request: the form's data could not be read.");
