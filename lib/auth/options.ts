import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { sanitizeReturnPath } from "@/lib/proxy/return-path";
import { backendLogin, backendLogout, backendUser, SignInError, toSignedInUser } from "./backend";
import { otpSignInProvider } from "./otp-provider";
import { isValidIdentifier, normalizeIdentifier } from "./sign-in-schema";

const SESSION_MAX_AGE = 60 * 60 * 24;

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
        const forwarded = req?.headers?.["x-forwarded-for"];
        const clientIp = (Array.isArray(forwarded) ? forwarded.join(",") : forwarded)?.split(",").pop()?.trim() || undefined;
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
  ],
  callbacks: {
    jwt({ token, user }) {
      if (user) {
        token.sub = user.id;
        token.name = user.name;
        token.email = user.email;
        token.mobile = user.mobile;
        token.firstName = user.firstName;
        token.backendToken = user.backendToken;
        token.backendExpiresAt = user.backendExpiresAt;
      }
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
    },
  },
};
