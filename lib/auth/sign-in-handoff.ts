import "server-only";
import { decode, encode } from "next-auth/jwt";

/**
 * The sign-in that follows a verified sign-up code. The server action that verifies the code
 * receives the backend's user token; it seals it (encrypted with NEXTAUTH_SECRET under its own
 * salt, valid two minutes) and the browser hands the sealed blob to next-auth's "otp" provider,
 * which opens it on the server. The browser never reads the token, and the blob cannot pass for a
 * session cookie (another salt) nor outlive its two minutes.
 */
const SALT = "hg-sign-in-handoff";
const MAX_AGE_SECONDS = 120;

interface Handoff {
  backendToken: string;
  backendExpiresAt: number;
}

function secret(): string {
  const value = process.env.NEXTAUTH_SECRET;
  if (!value) throw new Error("NEXTAUTH_SECRET is not set");
  return value;
}

export async function sealSignInHandoff(backendToken: string, expiresInSeconds: number): Promise<string> {
  const handoff: Handoff = { backendToken, backendExpiresAt: Date.now() + expiresInSeconds * 1000 };
  return encode({ token: { ...handoff }, secret: secret(), salt: SALT, maxAge: MAX_AGE_SECONDS });
}

export async function openSignInHandoff(sealed: string): Promise<Handoff | null> {
  if (!sealed || sealed.length > 4096) return null;
  const payload = await decode({ token: sealed, secret: secret(), salt: SALT }).catch(() => null);
  if (!payload || typeof payload.backendToken !== "string" || typeof payload.backendExpiresAt !== "number") return null;
  return { backendToken: payload.backendToken, backendExpiresAt: payload.backendExpiresAt };
}
