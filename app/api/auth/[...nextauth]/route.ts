import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { authOptions } from "@/lib/auth/options";
import { withSecureCookies } from "@/lib/proxy/secure-cookies";

const handler = NextAuth(authOptions);

/** next-auth marks its cookies Secure only for an https NEXTAUTH_URL; behind TLS termination it is http. */
async function authHandler(request: NextRequest, context: { params: Promise<{ nextauth: string[] }> }): Promise<Response> {
  return withSecureCookies(request, await handler(request, context));
}

export { authHandler as GET, authHandler as POST };
