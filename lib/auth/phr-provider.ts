import CredentialsProvider from "next-auth/providers/credentials";
import { normalizeDigits } from "@/lib/validation";
import { phrIdentifierKind } from "@/lib/contract/phr";
import { backendUser, SignInError, toSignedInUser } from "./backend";
import { visitorIpFrom } from "@/lib/visitor-ip";
import { phrLogin } from "./phr";

/**
 * The health-record (PHR) sign-in: national ID or medical record number and password. The
 * session keeps the access token and the refresh token; the JWT callback renews the first with
 * the second before it expires (lib/auth/options.ts).
 */
export function phrSignInProvider() {
  return CredentialsProvider({
    id: "phr",
    name: "phr",
    credentials: { identifier: { type: "text" }, password: { type: "password" }, locale: { type: "text" } },
    async authorize(credentials, req) {
      const identifier = normalizeDigits((credentials?.identifier ?? "").trim());
      const password = credentials?.password ?? "";
      const locale = credentials?.locale === "en" ? "en" : "ar";
      if (!phrIdentifierKind(identifier)) throw new SignInError("invalid_identifier");
      if (!password) throw new SignInError("wrong_password");
      // The backend's lockout counts visitors by IP: pass on the visitor's, not this server's.
      const clientIp = visitorIpFrom(req?.headers?.["x-forwarded-for"]);
      const tokens = await phrLogin(identifier, password, locale, clientIp);
      const user = await backendUser(tokens.accessToken, locale).catch(() => null);
      if (!user) throw new SignInError("server_error");
      return {
        ...toSignedInUser(user),
        backendToken: tokens.accessToken,
        backendExpiresAt: tokens.accessExpiresAt,
        accessLifetime: tokens.accessLifetime,
        refreshToken: tokens.refreshToken,
        refreshExpiresAt: tokens.refreshExpiresAt,
      };
    },
  });
}
