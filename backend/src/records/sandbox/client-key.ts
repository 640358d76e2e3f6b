import { createECDH, createHmac, createPrivateKey, createPublicKey, type KeyObject } from "node:crypto";

/**
 * The key pair of the backend's own client at the FHIR sandbox: an EC P-384 key derived from the
 * token secret, so every backend process signs with the same key and the sandbox in any of them
 * knows its public half without a shared store. Outside production only.
 */

export const SANDBOX_CLIENT_ID = "records-sandbox";
export const SANDBOX_KEY_ID = "records-sandbox-es384";

const cache = new Map<string, { privateKey: KeyObject; publicKey: KeyObject }>();

export function sandboxClientKey(tokenSecret: string): { privateKey: KeyObject; publicKey: KeyObject } {
  const known = cache.get(tokenSecret);
  if (known) return known;
  // 48 bytes under P-384's order (a HMAC-SHA384 output is, with overwhelming probability).
  const d = createHmac("sha384", tokenSecret).update("records-sandbox-client-key").digest();
  const ecdh = createECDH("secp384r1");
  ecdh.setPrivateKey(d);
  const point = ecdh.getPublicKey();
  const jwk = {
    kty: "EC",
    crv: "P-384",
    x: point.subarray(1, 49).toString("base64url"),
    y: point.subarray(49).toString("base64url"),
    d: d.toString("base64url"),
  };
  const privateKey = createPrivateKey({ key: jwk, format: "jwk" });
  const pair = { privateKey, publicKey: createPublicKey(privateKey) };
  cache.set(tokenSecret, pair);
  return pair;
}
