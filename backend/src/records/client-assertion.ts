import { createPrivateKey, randomUUID, sign, type KeyObject } from "node:crypto";

/**
 * SMART Backend Services' client authentication (https://hl7.org/fhir/smart-app-launch/backend-services.html):
 * a JWT the client signs with its private key (RS384 for an RSA key, ES384 for an EC P-384 key),
 * naming itself as issuer and subject and the token endpoint as audience, valid five minutes at most.
 */

export type AssertionAlg = "RS384" | "ES384";

export function algorithmOf(key: KeyObject): AssertionAlg {
  if (key.asymmetricKeyType === "rsa") return "RS384";
  if (key.asymmetricKeyType === "ec" && key.asymmetricKeyDetails?.namedCurve === "secp384r1") return "ES384";
  throw new Error("FHIR_PRIVATE_KEY must be an RSA key or an EC P-384 key");
}

export const privateKeyFrom = (pem: string | KeyObject): KeyObject => (typeof pem === "string" ? createPrivateKey(pem) : pem);

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

export function clientAssertion(o: { clientId: string; tokenUrl: string; key: KeyObject; kid: string; now?: number }): string {
  const alg = algorithmOf(o.key);
  const now = Math.floor((o.now ?? Date.now()) / 1000);
  const input = `${part({ alg, typ: "JWT", kid: o.kid })}.${part({ iss: o.clientId, sub: o.clientId, aud: o.tokenUrl, exp: now + 300, jti: randomUUID() })}`;
  // A JWS ES384 signature is r‖s (IEEE P1363), not the DER node signs by default.
  const signature = sign("sha384", Buffer.from(input), alg === "ES384" ? { key: o.key, dsaEncoding: "ieee-p1363" } : o.key);
  return `${input}.${signature.toString("base64url")}`;
}
