import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { sanitizeReturnPath } from "@/lib/navigation/return-path";
import { backendLogin, backendLogout, backendUser, isBackendTokenLive, SessionRevoked, SignInError, toSignedInUser } from "./backend";
import { visitorIp } from "@/lib/forms/server-validation";
import { visitorIpFrom } from "@/lib/visitor-ip";
import { otpSignInProvider } from "./otp-provider";
import { phrLogout, phrRefresh, PhrSessionEnded } from "./phr";
import { phrSignInProvider } from "./phr-provider";
import { socialProviders } from "./social-providers";
import { isLiveSessionToken, isRefreshableSessionToken, needsAccessRefresh, SESSION_MAX_AGE } from "./session-token";
import { isValidIdentifier, normalizeIdentifier } from "./sign-in-schema";

/**
 * next-auth v4: a credentials provider backed by the backend's login, a JWT session in the
 * encrypted cookie. The backend user token stays inside the JWT; the session object the browser
 * reads carries name, email and mobile only.
 */
export const authOptions: NextAuthOptions = {
  secret: process.env.NEXTAUTH_SECRET,
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE },
  pages: { signIn: "/sign-in", error: "/sign-in" },
  providers: [
    CredentialsProvider({
      id: "credentials",
      name: "credentials",
      credentials: {
        identifier: { type: "text" },
        password: { type: "password" },
        locale: { type: "text" },
      },
      async authorize(credentials, req) {
        const identifier = normalizeIdentifier(credentials?.identifier ?? "");
        const password = credentials?.password ?? "";
        const locale = credentials?.locale === "en" ? "en" : "ar";
        if (!isValidIdentifier(identifier)) throw new SignInError("invalid_identifier");
        if (!password) throw new SignInError("wrong_password");
        // The backend's lockout counts visitors by IP: pass on the visitor's, not this server's.
        const clientIp = visitorIpFrom(req?.headers?.["x-forwarded-for"]);
        const login = await backendLogin(identifier, password, locale, clientIp);
        // SPEC §4: login stores the token, then fetches the user.
        const user = await backendUser(login.token, locale).catch(() => null);
        if (!user) throw new SignInError("server_error");
        return {
          ...toSignedInUser(user),
          backendToken: login.token,
          backendExpiresAt: Math.min(login.expiresAt, Date.now() + SESSION_MAX_AGE * 1000),
        };
      },
    }),
    // A new patient whose sign-up code was verified signs in with the sealed backend token.
    otpSignInProvider(SESSION_MAX_AGE),
    phrSignInProvider(),
    ...socialProviders(),
  ],
  callbacks: {
    // A provider account whose email is an account's, unvouched for: no session, the sign-in page says why.
    signIn: ({ user }) => user.socialRefusal ?? true,
    async jwt({ token, user }) {
      if (user) {
        token.sub = user.id;
        token.name = user.name;
        token.email = user.email;
        token.mobile = user.mobile;
        token.firstName = user.firstName;
        token.backendToken = user.backendToken;
        token.backendExpiresAt = user.backendExpiresAt;
        token.refreshToken = user.refreshToken;
        token.refreshExpiresAt = user.refreshExpiresAt;
        token.accessLifetime = user.accessLifetime;
        token.socialTicket = user.socialTicket;
        token.socialLinkTicket = user.socialLinkTicket;
        return token;
      }
      // A health-record session renews its access token before it expires. A refresh token that
      // is gone throws: next-auth then clears the session cookie, and the patient is signed out.
      if (token.refreshToken && !isRefreshableSessionToken(token)) throw new PhrSessionEnded();
      if (token.refreshToken && needsAccessRefresh(token)) {
        const renewed = await phrRefresh(token.refreshToken, await visitorIp().catch(() => undefined));
        if (renewed) {
          token.backendToken = renewed.accessToken;
          token.backendExpiresAt = renewed.accessExpiresAt;
          token.accessLifetime = renewed.accessLifetime;
          token.refreshToken = renewed.refreshToken;
          token.refreshExpiresAt = renewed.refreshExpiresAt;
        }
      }
      // What the session answers (name, email, mobile) ends with the backend token: after a logout,
      // a copied cookie reads nothing. Throwing makes next-auth clear the cookie and answer no session.
      // Only a token still within its lifetime is asked about: an expired one waits for its renewal.
      if (token.backendToken && isLiveSessionToken(token) && !(await isBackendTokenLive(token.backendToken))) throw new SessionRevoked();
      return token;
    },
    session({ session, token }) {
      session.user = {
        id: token.sub ?? "",
        name: token.name ?? "",
        email: token.email ?? "",
        mobile: token.mobile ?? "",
        firstName: token.firstName ?? "",
      };
      if (token.socialTicket) session.needsMobile = true;
      if (token.socialLinkTicket) session.needsLinkCode = true;
      return session;
    },
    redirect({ url, baseUrl }) {
      if (url.startsWith(baseUrl)) return `${baseUrl}${sanitizeReturnPath(url.slice(baseUrl.length) || "/")}`;
      return `${baseUrl}${sanitizeReturnPath(url)}`;
    },
  },
  events: {
    async signOut({ token }) {
      if (token?.backendToken) await backendLogout(token.backendToken);
      if (token?.refreshToken) await phrLogout(token.refreshToken);
    },
  },
};
