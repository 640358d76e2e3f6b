import "server-only";
import { apiWrite } from "@/lib/api/write";
import { SocialSignInResponseSchema } from "@/lib/contract/accounts";
import { toSignedInUser } from "./backend";

/**
 * What a provider's profile becomes in the session: the patient signed in with the backend's
 * token, or, for a first sign-in, a pending session that holds the backend's sealed ticket until
 * a mobile number is verified (no backend token: nothing but the mobile step accepts it).
 */
export async function socialSignIn(provider: "google" | "facebook", subject: string, email: string | undefined, name: string | undefined) {
  const result = await apiWrite({
    method: "POST",
    path: "/api/auth/social",
    locale: "ar",
    body: { provider, subject, email: email || null, name: name || null },
    schema: SocialSignInResponseSchema,
  });
  if (!result.ok) throw new Error(`social sign-in refused (${result.status})`);
  const data = result.data;
  if ("needs_mobile" in data) {
    return {
      id: `${provider}:${subject}`,
      name: name ?? "",
      firstName: (name ?? "").split(" ")[0] ?? "",
      email: email ?? "",
      mobile: "",
      backendToken: "",
      backendExpiresAt: 0,
      socialTicket: data.ticket,
    };
  }
  return {
    ...toSignedInUser(data.user),
    backendToken: data.token,
    backendExpiresAt: Date.now() + Math.min(data.expires_in, 60 * 60 * 24) * 1000,
  };
}
