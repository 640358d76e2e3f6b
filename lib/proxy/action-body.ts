import { NextResponse, type NextRequest } from "next/server";

/**
 * A server action's body that Next cannot read: Next decodes it only after routing to the page, and
 * a body that is no JSON (a fetch action's plain-text arguments) or no multipart form (a form sent
 * without JavaScript, or a fetch action with files) makes it throw, a 500. Malformed input is the
 * caller's fault, a 400: the proxy reads a copy of the body first and answers that itself.
 */
export async function hasUnreadableActionBody(request: NextRequest): Promise<boolean> {
  const type = request.headers.get("content-type") ?? "";
  try {
    if (type.startsWith("multipart/form-data")) {
      await request.clone().formData();
      return false;
    }
    // Next answers a non-multipart POST only when it names an action (a fetch action).
    if (!request.headers.has("next-action")) return false;
    JSON.parse(await request.clone().text());
    return false;
  } catch {
    return true;
  }
}

export function answerUnreadableAction(): NextResponse {
  return new NextResponse("Bad request: the form's data could not be read.", {
    status: 400,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });
}
