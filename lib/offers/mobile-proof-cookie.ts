import "server-only";
import { cookies, headers } from "next/headers";

/**
 * The proof that this browser's visitor answered the code sent to a mobile (the backend's
 * `mobile_proof`, good for half an hour) is kept in an HttpOnly cookie, out of reach of the page's
 * scripts and out of every URL; the offer booking action reads it back and sends it on. The
 * backend checks which mobile it names, so one cookie is enough.
 */

const NAME = "offer_mobile_proof";

/** Behind a TLS-terminating proxy the site itself is reached over http (as `isHttps` in the proxy). */
async function overHttps(): Promise<boolean> {
  return (await headers()).get("x-forwarded-proto")?.split(",")[0]?.trim() === "https";
}

export async function rememberMobileProof(proof: string, seconds: number): Promise<void> {
  (await cookies()).set(NAME, proof, { httpOnly: true, sameSite: "lax", secure: await overHttps(), path: "/", maxAge: Math.max(1, seconds) });
}

export async function mobileProof(): Promise<string | undefined> {
  return (await cookies()).get(NAME)?.value || undefined;
}

/** Once the offer is booked the proof is spent: another booking proves the mobile again. */
export async function forgetMobileProof(): Promise<void> {
  (await cookies()).delete(NAME);
}
