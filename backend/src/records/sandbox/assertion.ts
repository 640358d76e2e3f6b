import { type KeyObject, verify } from "node:crypto";

/**
 * The sandbox's check of a SMART client assertion, as a real authorization server does it: the
 * registered key's signature (ES384 or RS384), `iss` and `sub` the client, `aud` this token
 * endpoint, an `exp` no more than five minutes ahead, and a `jti` not seen before (remembered in
 * this process until the assertion expires).
 */

const seen = new Map<string, number>();

export function verifyAssertion(
  jwt: string,
  o: { clientId: string; kid: string; publicKey: KeyObject; audience: string; now?: number },
): { ok: true } | { ok: false; reason: string } {
  const now = Math.floor((o.now ?? Date.now()) / 1000);
  const [h, p, s] = jwt.split(".");
  if (!h || !p || !s) return { ok: false, reason: "not a JWT" };
  let header: { alg?: string; kid?: string };
  let claims: { iss?: string; sub?: string; aud?: string; exp?: number; jti?: string };
  try {
    header = JSON.parse(Buffer.from(h, "base64url").toString());
    claims = JSON.parse(Buffer.from(p, "base64url").toString());
  } catch {
    return { ok: false, reason: "unreadable JWT" };
  }
  if (header.alg !== "ES384" && header.alg !== "RS384") return { ok: false, reason: "alg must be ES384 or RS384" };
  if (header.kid !== o.kid) return { ok: false, reason: "unknown kid" };
  const signature = Buffer.from(s, "base64url");
  const key = header.alg === "ES384" ? { key: o.publicKey, dsaEncoding: "ieee-p1363" as const } : o.publicKey;
  if (!verify("sha384", Buffer.from(`${h}.${p}`), key, signature)) return { ok: false, reason: "bad signature" };
  if (claims.iss !== o.clientId || claims.sub !== o.clientId) return { ok: false, reason: "iss and sub must be the client id" };
  if (claims.aud !== o.audience) return { ok: false, reason: "aud must be the token endpoint" };
  if (typeof claims.exp !== "number" || claims.exp <= now || claims.exp > now + 300 + 60) return { ok: false, reason: "exp must be within five minutes" };
  if (!claims.jti) return { ok: false, reason: "jti is required" };
  for (const [jti, exp] of seen) if (exp <= now) seen.delete(jti);
  if (seen.has(claims.jti)) return { ok: false, reason: "jti already used" };
  seen.set(claims.jti, claims.exp);
  return { ok: true };
}
