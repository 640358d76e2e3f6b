import FacebookProvider from "next-auth/providers/facebook";
import GoogleProvider from "next-auth/providers/google";
import type { Provider } from "next-auth/providers/index";
import { appEnvFrom } from "@/lib/app-env";
import { socialSignIn } from "./social";

/**
 * Google (scopes `openid profile email`, PKCE and state, a signed id token) and Facebook
 * (`public_profile email`, state) through next-auth. Real client ids and secrets come from
 * GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET and FACEBOOK_CLIENT_ID / FACEBOOK_CLIENT_SECRET; with
 * APP_ENV development or test both providers are the backend's local identity provider
 * (/sandbox/identity/…) unless GOOGLE_ISSUER or FACEBOOK_BASE_URL say otherwise; unset is production. A provider without a client is not offered.
 */

const sandbox = (provider: string) => `${(process.env.API_BASE_URL ?? "http://localhost:4000").replace(/\/$/, "")}/sandbox/identity/${provider}`;
const production = () => appEnvFrom(process.env.APP_ENV) === "production";

export function googleIssuer(): string {
  return process.env.GOOGLE_ISSUER || (production() ? "https://accounts.google.com" : sandbox("google"));
}

/** Facebook's dialog, token and Graph endpoints; the sandbox answers the same three paths. */
export function facebookEndpoints() {
  const base = process.env.FACEBOOK_BASE_URL;
  if (base || !production()) {
    const root = (base || sandbox("facebook")).replace(/\/$/, "");
    return { authorization: `${root}/dialog/oauth`, token: `${root}/oauth/access_token`, userinfo: `${root}/me` };
  }
  return {
    authorization: "https://www.facebook.com/v19.0/dialog/oauth",
    token: "https://graph.facebook.com/v19.0/oauth/access_token",
    userinfo: "https://graph.facebook.com/me",
  };
}

export const enabledSocialProviders = (): Array<"google" | "facebook"> =>
  (["google", "facebook"] as const).filter((p) => process.env[`${p.toUpperCase()}_CLIENT_ID`] && process.env[`${p.toUpperCase()}_CLIENT_SECRET`]);

export function socialProviders(): Provider[] {
  const providers: Provider[] = [];
  const enabled = enabledSocialProviders();
  if (enabled.includes("google")) {
    const issuer = googleIssuer();
    providers.push(
      GoogleProvider({
        clientId: process.env.GOOGLE_CLIENT_ID as string,
        clientSecret: process.env.GOOGLE_CLIENT_SECRET as string,
        issuer,
        wellKnown: `${issuer}/.well-known/openid-configuration`,
        authorization: { params: { scope: "openid profile email" } },
        checks: ["pkce", "state"],
        // The id token's claims: only an `email_verified` of true lets the email reach an existing account.
        profile: (profile: { sub: string; email?: string; email_verified?: boolean; name?: string }) =>
          socialSignIn("google", { subject: profile.sub, email: profile.email, emailVerified: profile.email_verified === true, name: profile.name }),
      }),
    );
  }
  if (enabled.includes("facebook")) {
    const endpoints = facebookEndpoints();
    providers.push(
      FacebookProvider({
        clientId: process.env.FACEBOOK_CLIENT_ID as string,
        clientSecret: process.env.FACEBOOK_CLIENT_SECRET as string,
        authorization: { url: endpoints.authorization, params: { scope: "public_profile email" } },
        token: endpoints.token,
        userinfo: {
          url: endpoints.userinfo,
          params: { fields: "id,name,email" },
          async request({ tokens, client, provider }) {
            return client.userinfo(tokens.access_token as string, { params: (provider.userinfo as { params?: Record<string, string> })?.params });
          },
        },
        checks: ["state"],
        // Graph's /me gives only an email its holder confirmed (Facebook's own rule), so a present email
        // counts as verified unless the answer says otherwise (the local sandbox can, to test both paths).
        profile: (profile: { id: string; email?: string; email_verified?: boolean; name?: string }) =>
          socialSignIn("facebook", { subject: profile.id, email: profile.email, emailVerified: Boolean(profile.email) && profile.email_verified !== false, name: profile.name }),
      }),
    );
  }
  return providers;
}
