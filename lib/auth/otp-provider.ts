import CredentialsProvider from "next-auth/providers/credentials";
import { backendUser, SignInError, toSignedInUser } from "./backend";
import { openSignInHandoff } from "./sign-in-handoff";

/**
 * Signs in the patient whose sign-up code was just verified: the credentials are the sealed
 * handoff of lib/auth/sign-in-handoff.ts, never a token the browser could read. As with a
 * password sign-in, the user is then fetched with the token (SPEC §4).
 */
export function otpSignInProvider(sessionMaxAgeSeconds: number) {
  return CredentialsProvider({
    id: "otp",
    name: "otp",
    credentials: { handoff: { type: "text" }, locale: { type: "text" } },
    async authorize(credentials) {
      const locale = credentials?.locale === "en" ? "en" : "ar";
      const handoff = await openSignInHandoff(credentials?.handoff ?? "");
      if (!handoff) throw new SignInError("server_error");
      const user = await backendUser(handoff.backendToken, locale).catch(() => null);
      if (!user) throw new SignInError("server_error");
      return {
        ...toSignedInUser(user),
        backendToken: handoff.backendToken,
        backendExpiresAt: Math.min(handoff.backendExpiresAt, Date.now() + sessionMaxAgeSeconds * 1000),
      };
    },
  });
}
