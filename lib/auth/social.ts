import "server-only";
import { cookies } from "next/headers";
import { apiWrite } from "@/lib/api/write";
import { SocialSignInResponseSchema } from "@/lib/contract/accounts";
import { visitorIp } from "@/lib/forms/server-validation";
import { routing } from "@/lib/i18n/routing";
import { toSignedInUser } from "./backend";

/** What the site knows of a provider account once next-auth has checked the provider's answer. */
export interface ProviderAccount {
  subject: string;
  email: string | undefined;
  /** The provider's word that the email is its holder's: Google's id token `email_verified`. */
  emailVerified: boolean;
  name: string | undefined;
}

/**
 * The sign-in page that says the email is in use, in the visitor's language: the language of the
 * return path next-auth keeps in its callback cookie (the site's /login, localized).
 */
async function emailInUsePage(): Promise<string> {
  const jar = await cookies();
  const value = jar.get("__Secure-next-auth.callback-url")?.value ?? jar.get("next-auth.callback-url")?.value ?? "";
  let first = "";
  try {
    first = new URL(value, "http://site.invalid").pathname.split("/")[1] ?? "";
  } catch {
    // No readable return path: the default language.
  }
  const prefix = first !== routing.defaultLocale && (routing.locales as readonly string[]).includes(first) ? `/${first}` : "";
  return `${prefix}/sign-in?error=SocialEmailInUse`;
}

/**
 * What a provider's profile becomes in the session: the patient signed in with the backend's
 * token; or a pending session (no backend token: nothing but its own step accepts it) that holds
 * the backend's sealed ticket until a mobile number is verified (a first sign-in), or until the
 * code sent to the mobile of the account with this email is entered (linking); or a refusal when
 * that email is an account's and the provider does not vouch for it (the sign-in callback turns
 * it into the sign-in page's message).
 */
export async function socialSignIn(provider: "google" | "facebook", account: ProviderAccount) {
  const { subject, email, emailVerified, name } = account;
  const result = await apiWrite({
    method: "POST",
    path: "/api/auth/social",
    locale: "ar",
    clientIp: await visitorIp().catch(() => undefined),
    body: { provider, subject, email: email || null, email_verified: emailVerified, name: name || null },
    schema: SocialSignInResponseSchema,
  });
  const pending = {
    id: `${provider}:${subject}`,
    name: name ?? "",
    firstName: (name ?? "").split(" ")[0] ?? "",
    email: email ?? "",
    mobile: "",
    backendToken: "",
    backendExpiresAt: 0,
  };
  if (!result.ok && result.status === 409) return { ...pending, socialRefusal: await emailInUsePage() };
  if (!result.ok) throw new Error(`social sign-in refused (${result.status})`);
  const data = result.data;
  if ("needs_mobile" in data) return { ...pending, socialTicket: data.ticket };
  if ("needs_proof" in data) return { ...pending, socialLinkTicket: data.ticket };
  return {
    ...toSignedInUser(data.user),
    backendToken: data.token,
    backendExpiresAt: Date.now() + Math.min(data.expires_in, 60 * 60 * 24) * 1000,
  };
}
