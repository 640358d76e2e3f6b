import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Small self-contained, signed values (HMAC-SHA256 over base64url JSON) with a kind and an expiry
 * (`exp`, seconds): not encrypted, so never put a secret inside; any backend instance can check one.
 */
export function sealed<T extends object>(secret: string, kind: string, payload: T): string {
  const body = Buffer.from(JSON.stringify({ ...payload, kind })).toString("base64url");
  return `${body}.${createHmac("sha256", secret).update(body).digest("base64url")}`;
}

export function opened<T extends object>(secret: string, kind: string, value: string, now = Date.now()): T | null {
  const [body, signature] = value.split(".");
  if (!body || !signature) return null;
  const expected = Buffer.from(createHmac("sha256", secret).update(body).digest("base64url"));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, "base64url").toString()) as T & { kind?: string; exp?: number };
    if (payload.kind !== kind || typeof payload.exp !== "number" || payload.exp * 1000 <= now) return null;
    return payload;
  } catch {
    return null;
  }
}
