import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import type { AppEnv } from "@/lib/app-env";

/**
 * scrypt's work factor (N) for new hashes, the configuration's `passwordCost`: 2^15 with r=8 needs
 * 32 MiB per hash, which makes GPU guessing expensive, and it is that in production and development.
 * The test suites (APP_ENV=test) hash and check a password for each of their thousands of sign-ups
 * and sign-ins on a 2-core host, where 2^15 costs about 100–240 ms of CPU a hash: there it is 2^12
 * (4 MiB, about 17 ms). Each stored hash names its own parameters, so every hash is checked with the
 * cost it was made with, whatever the process's own.
 */
export function scryptCost(appEnv: AppEnv): number {
  return appEnv === "test" ? 1 << 12 : 1 << 15;
}

/** The parameters live in the stored string so they can be raised later without breaking logins. */
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const MAX_MEM = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { N: n, r, p, maxmem: MAX_MEM }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** A new hash at work factor `cost` (Config's `passwordCost`). */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost, R, P);
  return `scrypt$${cost}$${R}$${P}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const key = await derive(password, Buffer.from(salt, "base64url"), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}
