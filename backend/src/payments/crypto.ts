import { createHash, createHmac, timingSafeEqual } from "node:crypto";

export const sha256Hex = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/** Compares secrets in constant time (no early exit an attacker could measure). */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a, "utf8");
  const right = Buffer.from(b, "utf8");
  return left.length === right.length && timingSafeEqual(left, right);
}

const b64url = (value: string | Buffer) => Buffer.from(value).toString("base64url");

/** An HS256 JSON Web Token, as Tamara signs its notifications. */
export function signJwt(payload: Record<string, unknown>, secret: string): string {
  const head = b64url(JSON.stringify({ alg: "HS256", typ: "JWT" }));
  const body = b64url(JSON.stringify(payload));
  const signature = createHmac("sha256", secret).update(`${head}.${body}`).digest("base64url");
  return `${head}.${body}.${signature}`;
}

/** The payload of a valid, unexpired HS256 token signed with `secret`; null otherwise. */
export function verifyJwt(token: string, secret: string, now = Date.now()): Record<string, unknown> | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [head, body, signature] = parts as [string, string, string];
  try {
    const header = JSON.parse(Buffer.from(head, "base64url").toString("utf8")) as { alg?: string };
    if (header.alg !== "HS256") return null;
    const expected = createHmac("sha256", secret).update(`${head}.${body}`).digest("base64url");
    if (!sameSecret(signature, expected)) return null;
    const payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Record<string, unknown>;
    if (typeof payload.exp === "number" && payload.exp * 1000 < now) return null;
    return payload;
  } catch {
    return null;
  }
}
