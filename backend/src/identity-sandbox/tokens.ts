import { createHash, createSign } from "node:crypto";
import type { SigningKey } from "./signing-key";

export { opened, sealed } from "../auth/sealed";

/**
 * Signing for the local identity provider: authorization codes and access tokens are
 * self-contained (HMAC-SHA256 with the backend's secret), so any backend instance can check them
 * (a code is also recorded in the database, codes.ts, so that it is spent once); id tokens are
 * RS256 JWTs under the key every instance shares (signing-key.ts), published at the JWKS endpoint
 * as Google's are.
 */

const b64 = (value: Buffer | string) => Buffer.from(value).toString("base64url");

export const jwks = (key: SigningKey) => ({ keys: [key.jwk] });

export function idToken(key: SigningKey, claims: Record<string, unknown>): string {
  const { kid, privateKey } = key;
  const header = b64(JSON.stringify({ alg: "RS256", typ: "JWT", kid }));
  const payload = b64(JSON.stringify(claims));
  const signature = createSign("RSA-SHA256").update(`${header}.${payload}`).sign(privateKey);
  return `${header}.${payload}.${b64(signature)}`;
}

/** PKCE S256: BASE64URL(SHA256(verifier)). */
export const pkceChallenge = (verifier: string) => createHash("sha256").update(verifier).digest("base64url");

/** A provider's stable id for an account: the same email always signs in as the same person. */
export const subjectOf = (provider: string, email: string) =>
  createHash("sha256").update(`${provider}|${email.trim().toLowerCase()}`).digest("hex").slice(0, 21);
