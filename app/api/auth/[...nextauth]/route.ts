import NextAuth from "next-auth";
import { NextRequest, NextResponse } from "next/server";
import { authOptions } from "@/lib/auth/options";
import { withSessionHint } from "@/lib/auth/session-hint-answer";
import { isHttps } from "@/lib/proxy/security-headers";
import { withSecureCookies } from "@/lib/proxy/secure-cookies";

const handler = NextAuth(authOptions);

/**
 * next-auth marks its cookies Secure only for an https NEXTAUTH_URL; behind TLS termination it is
 * http. Sessions start and end here, so the header's "signed in" hint follows them here too.
 */
async function authHandler(incoming: NextRequest, context: { params: Promise<{ nextauth: string[] }> }): Promise<Response> {
  const request = await withReadableBody(incoming);
  if (!request) return NextResponse.json({ message: "The request body is not valid JSON" }, { status: 400, headers: { "cache-control": "no-store" } });
  const answer = await withSessionHint(request, await handler(request, context), isHttps(request));
  return withSecureCookies(request, answer);
}

/**
 * next-auth parses a JSON body with no guard, so a malformed one was a 500. It must be a JSON
 * object; the request is rebuilt around the text read here. Null when it is not one.
 */
async function withReadableBody(request: NextRequest): Promise<NextRequest | null> {
  if (request.method !== "POST" || !(request.headers.get("content-type") ?? "").includes("application/json")) return request;
  const text = await request.text();
  try {
    const body: unknown = JSON.parse(text);
    if (body === null || typeof body !== "object" || Array.isArray(body)) return null;
  } catch {
    return null;
  }
  return new NextRequest(request.url, { method: request.method, headers: request.headers, body: text });
}

export { authHandler as GET, authHandler as POST };
