import { createPublicKey, createVerify, randomUUID, type JsonWebKey } from "node:crypto";
import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createApp } from "../../../backend/src/app";
import type { Db } from "../../../backend/src/db/client";
import { identitySandboxKeys } from "../../../backend/src/db/schema";
import { TEST_CONFIG } from "../helpers/client";
import type { GetContext } from "./context";

/*
 * The local identity provider's id-token key is shared through the database: backend processes
 * behind one address publish the same JWKS, and a token one of them signs verifies against the
 * keys any other publishes. Each app instance below stands for a process (its own memory, the
 * same database and configuration).
 */

const GOOGLE = { GOOGLE_CLIENT_ID: "test-google", GOOGLE_CLIENT_SECRET: "test-google-secret" };
const REDIRECT = `${TEST_CONFIG.siteOrigin}/api/auth/callback/google`;
const FORM = { "content-type": "application/x-www-form-urlencoded" };

type Backend = ReturnType<typeof createApp>;

/** A backend process with the Google sandbox client, configured with `tokenSecret`. */
function backendProcess(db: Db, tokenSecret: string): Backend {
  const saved = { id: process.env.GOOGLE_CLIENT_ID, secret: process.env.GOOGLE_CLIENT_SECRET };
  Object.assign(process.env, GOOGLE);
  try {
    return createApp(db, { config: { ...TEST_CONFIG, tokenSecret } });
  } finally {
    for (const [name, value] of [["GOOGLE_CLIENT_ID", saved.id], ["GOOGLE_CLIENT_SECRET", saved.secret]] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

/** Signs in on the sandbox's page and exchanges the code: the id token `backend` signs. */
async function idTokenFrom(backend: Backend): Promise<string> {
  const client = { client_id: GOOGLE.GOOGLE_CLIENT_ID, redirect_uri: REDIRECT };
  const allowed = await backend.request("/sandbox/identity/google/authorize", {
    method: "POST",
    headers: FORM,
    body: new URLSearchParams({ ...client, response_type: "code", scope: "openid email", state: "s", email: "key@example.com", name: "Key Test", decision: "allow" }),
  });
  const code = new URL(allowed.headers.get("location") ?? "").searchParams.get("code") ?? "";
  const issued = await backend.request("/sandbox/identity/google/token", {
    method: "POST",
    headers: FORM,
    body: new URLSearchParams({ ...client, grant_type: "authorization_code", code, client_secret: GOOGLE.GOOGLE_CLIENT_SECRET }),
  });
  expect(issued.status).toBe(200);
  return ((await issued.json()) as { id_token: string }).id_token;
}

const publishedKeys = async (backend: Backend) =>
  ((await (await backend.request("/sandbox/identity/google/jwks")).json()) as { keys: Array<JsonWebKey & { kid: string }> }).keys;

/** As the website checks an id token: the published key named by the token's `kid`, RS256. */
function verifies(token: string, keys: Array<JsonWebKey & { kid: string }>): boolean {
  const [header, payload, signature] = token.split(".");
  const { kid } = JSON.parse(Buffer.from(header ?? "", "base64url").toString()) as { kid: string };
  const jwk = keys.find((k) => k.kid === kid);
  if (!jwk || !signature) return false;
  return createVerify("RSA-SHA256").update(`${header}.${payload}`).verify(createPublicKey({ key: jwk, format: "jwk" }), Buffer.from(signature, "base64url"));
}

export function identitySandboxContract(ctx: GetContext) {
  describe("local identity provider: one signing key for every backend process", () => {
    it("two processes starting together publish the same JWKS and verify each other's id tokens; a later one signs with it too", async () => {
      const db = ctx().database.db;
      // A secret of this run only: no key exists for it yet, so the two processes race to make it.
      const secret = `key-test-${randomUUID()}`;
      const [a, b] = [backendProcess(db, secret), backendProcess(db, secret)];
      const [keysA, keysB] = await Promise.all([publishedKeys(a), publishedKeys(b)]);
      const other = await publishedKeys(backendProcess(db, `key-test-${randomUUID()}`));
      try {
        expect(keysA).toHaveLength(1);
        expect(keysB).toEqual(keysA);
        // Public halves only.
        expect(Object.keys(keysA[0]!).sort()).toEqual(["alg", "e", "kid", "kty", "n", "use"]);
        expect(verifies(await idTokenFrom(a), keysB)).toBe(true);
        expect(verifies(await idTokenFrom(b), keysA)).toBe(true);
        const later = backendProcess(db, secret);
        expect(await publishedKeys(later)).toEqual(keysA);
        expect(verifies(await idTokenFrom(later), keysA)).toBe(true);
        // The key belongs to the configuration: another token secret has its own.
        expect(other[0]?.kid).not.toBe(keysA[0]?.kid);
        expect(verifies(await idTokenFrom(a), other)).toBe(false);
        // Stored encrypted: the row is no PEM or JWK anyone with the database can sign with.
        const rows = await db.select().from(identitySandboxKeys).where(inArray(identitySandboxKeys.kid, [keysA[0]!.kid]));
        expect(rows).toHaveLength(1);
        expect(rows[0]!.privateKey).not.toMatch(/PRIVATE KEY|"d"/);
      } finally {
        await db.delete(identitySandboxKeys).where(inArray(identitySandboxKeys.kid, [...keysA, ...other].map((k) => k.kid)));
      }
    });
  });
}
