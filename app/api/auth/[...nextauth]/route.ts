import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { authOptions } from "@/lib/auth/options";
import { withSessionHint } from "@/lib/auth/session-hint-answer";
import { isHttps } from "@/lib/proxy/security-headers";
import { withSecureCookies } from "@/lib/proxy/secure-cookies";

const handler = NextAuth(authOptions);

/**
 * next-auth marks its cookies Secure only for an https NEXTAUTH_URL; behind TLS termination it is
 * http. Sessions start and end here, so the header's "signed in" hint follows them here too.
 */
async function authHandler(request: NextRequest, context: { params: Promise<{ nextauth: string[] }> }): Promise<Response> {
  const answer = await withSessionHint(request, await handler(request, context), isHttps(request));
  return withSecureCookies(request, answer);
}

export { authHandler as GET, authHandler as POST };
