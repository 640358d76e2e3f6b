import { createCipheriv, createDecipheriv, createHmac, createPrivateKey, generateKeyPair, randomBytes, randomUUID, type KeyObject } from "node:crypto";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { identitySandboxKeys } from "../db/schema";

/**
 * The id-token signing key of the local identity provider. A key made in memory at start-up
 * would differ between two backend processes behind one address, and a token signed by one would
 * fail against the JWKS the other publishes; so the key lives in the database, one per token
 * secret, and the first process that needs it stores it for all.
 */

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  /** The public half only, as the JWKS endpoint publishes it. */
  jwk: Record<string, unknown>;
}

const makePair = promisify(generateKeyPair);

/** Values derived from the token secret: the row's id and the key that encrypts the private key. */
const derived = (secret: string, label: "row" | "encryption") => createHmac("sha256", secret).update(`identity-sandbox-key|${label}`).digest();

/** AES-256-GCM: iv, tag and ciphertext, base64url, joined by dots. */
function encrypt(plain: Buffer, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString("base64url")).join(".");
}

function decrypt(sealed: string, key: Buffer): Buffer {
  const [iv, tag, body] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
  if (!iv || !tag || !body) throw new Error("identity sandbox key: malformed stored key");
  const decipher = createDecipheriv("aes-256-gcm", key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]);
}

async function stored(db: Db, id: string, encryption: Buffer): Promise<SigningKey | null> {
  const [row] = await db.select().from(identitySandboxKeys).where(eq(identitySandboxKeys.id, id));
  if (!row) return null;
  const privateKey = createPrivateKey({ key: decrypt(row.privateKey, encryption), format: "der", type: "pkcs8" });
  return { kid: row.kid, privateKey, jwk: row.publicJwk };
}

/** The key of this token secret: read from the database, or made and stored there the first time. */
export async function loadSigningKey(db: Db, tokenSecret: string): Promise<SigningKey> {
  const id = derived(tokenSecret, "row").toString("base64url").slice(0, 22);
  const encryption = derived(tokenSecret, "encryption");
  const found = await stored(db, id, encryption);
  if (found) return found;
  const pair = await makePair("rsa", { modulusLength: 2048 });
  const kid = randomUUID();
  await db
    .insert(identitySandboxKeys)
    .values({
      id,
      kid,
      publicJwk: { ...pair.publicKey.export({ format: "jwk" }), kid, use: "sig", alg: "RS256" },
      privateKey: encrypt(pair.privateKey.export({ format: "der", type: "pkcs8" }), encryption),
    })
    .onConflictDoNothing();
  // Two processes starting together each made a key: the one stored first is the one both use.
  const winner = await stored(db, id, encryption);
  if (!winner) throw new Error("identity sandbox key: not stored");
  return winner;
}
