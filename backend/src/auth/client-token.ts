import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Client-credentials access tokens are self-contained (`ct.<payload>.<signature>`, HMAC-SHA256),
 * so checking one costs no database round trip: every website request carries one.
 * The `ct.` prefix tells them apart from opaque user tokens.
 */
const PREFIX = "ct.";

interface ClientTokenPayload {
  sub: string;
  exp: number;
}

const sign = (secret: string, payload: string) => createHmac("sha256", secret).update(payload).digest("base64url");

export function issueClientToken(secret: string, clientId: string, ttlSeconds: number, now = Date.now()): string {
  const payload: ClientTokenPayload = { sub: clientId, exp: Math.floor(now / 1000) + ttlSeconds };
  const encoded = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${PREFIX}${encoded}.${sign(secret, encoded)}`;
}

export const isClientToken = (token: string) => token.startsWith(PREFIX);

export function verifyClientToken(secret: string, token: string, now = Date.now()): ClientTokenPayload | null {
  if (!isClientToken(token)) return null;
  const [encoded, signature] = token.slice(PREFIX.length).split(".");
  if (!encoded || !signature) return null;
  const expected = Buffer.from(sign(secret, encoded));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const payload = JSON.parse(Buffer.from(encoded, "base64url").toString()) as Partial<ClientTokenPayload>;
    if (typeof payload.sub !== "string" || typeof payload.exp !== "number") return null;
    if (payload.exp * 1000 <= now) return null;
    return { sub: payload.sub, exp: payload.exp };
  } catch {
    return null;
  }
}

/** Constant-time comparison of two secrets of possibly different length. */
export function safeEqual(a: string, b: string): boolean {
  const ha = createHmac("sha256", "compare").update(a).digest();
  const hb = createHmac("sha256", "compare").update(b).digest();
  return timingSafeEqual(ha, hb);
}
