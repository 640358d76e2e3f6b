import { createPublicKey, createVerify, randomBytes, type JsonWebKey } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { identitySandboxCodes } from "../../backend/src/db/schema";
import { pkceChallenge } from "../../backend/src/identity-sandbox/tokens";
import { identitySandboxContract } from "./contract/identity-sandbox";
import { testClient } from "./helpers/client";
import { seededDatabasePerFile } from "./helpers/seeded-database";

/*
 * The local identity provider behaves like Google (OpenID Connect with PKCE and an RS256 id token)
 * and Facebook (OAuth 2 and Graph /me) for the website's next-auth providers.
 */
Object.assign(process.env, {
  GOOGLE_CLIENT_ID: "test-google",
  GOOGLE_CLIENT_SECRET: "test-google-secret",
  FACEBOOK_CLIENT_ID: "test-facebook",
  FACEBOOK_CLIENT_SECRET: "test-facebook-secret",
});
const ctx = seededDatabasePerFile();
const SITE = "http://localhost:3000";
const app = () => ctx().client.app;
const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString("base64")}`;

/** Facebook's code exchange (client id and secret in the form) on the given backend. */
const exchangeFacebook = (backend: ReturnType<typeof app>, code: string) =>
  backend.request("/sandbox/identity/facebook/oauth/access_token", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code,
      redirect_uri: `${SITE}/api/auth/callback/facebook`,
      client_id: "test-facebook",
      client_secret: "test-facebook-secret",
    }),
  });

/** The database row of a code: its claims are the base64url JSON before the signature. */
const jtiOf = (code: string) => (JSON.parse(Buffer.from(code.split(".")[0] ?? "", "base64url").toString()) as { jti: string }).jti;

async function authorize(provider: "google" | "facebook", extra: Record<string, string>, decision = "allow") {
  const params = {
    client_id: `test-${provider}`,
    redirect_uri: `${SITE}/api/auth/callback/${provider}`,
    response_type: "code",
    scope: provider === "google" ? "openid profile email" : "public_profile email",
    state: "state-123",
    ...extra,
  };
  const dialog = provider === "google" ? "authorize" : "dialog/oauth";
  const page = await app().request(`/sandbox/identity/${provider}/${dialog}?${new URLSearchParams({ ...params, ui_locales: "ar" })}`);
  expect(page.status).toBe(200);
  const text = await page.text();
  expect(text).toContain('lang="ar"');
  expect(text).toContain("بريدك الإلكتروني");
  const answer = await app().request(`/sandbox/identity/${provider}/authorize`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...params, email: "Noura@Example.com", name: "Noura Alotaibi", decision }),
  });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get("location") ?? "");
}

describe("local identity provider", () => {
  it("Google: discovery, a PKCE code flow, an id token signed with the published key, userinfo", async () => {
    const discovery = (await (await app().request("/sandbox/identity/google/.well-known/openid-configuration")).json()) as Record<string, string>;
    expect(discovery.issuer).toBe("http://localhost/sandbox/identity/google");
    const verifier = randomBytes(32).toString("base64url");
    const back = await authorize("google", { code_challenge: pkceChallenge(verifier), code_challenge_method: "S256", nonce: "n-1" });
    expect(back.origin + back.pathname).toBe(`${SITE}/api/auth/callback/google`);
    expect(back.searchParams.get("state")).toBe("state-123");
    const code = back.searchParams.get("code") ?? "";

    const token = (body: Record<string, string>, auth = basic("test-google", "test-google-secret")) =>
      app().request("/sandbox/identity/google/token", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", authorization: auth },
        body: new URLSearchParams({ grant_type: "authorization_code", redirect_uri: `${SITE}/api/auth/callback/google`, ...body }),
      });
    expect((await token({ code, code_verifier: "wrong" })).status).toBe(400);
    expect((await token({ code, code_verifier: verifier }, basic("test-google", "nope"))).status).toBe(401);
    const issued = await token({ code, code_verifier: verifier });
    expect(issued.status).toBe(200);
    const tokens = (await issued.json()) as { access_token: string; id_token: string; token_type: string };
    expect(tokens.token_type).toBe("Bearer");
    // Single use.
    expect((await token({ code, code_verifier: verifier })).status).toBe(400);

    const [header, payload, signature] = tokens.id_token.split(".");
    const { keys } = (await (await app().request("/sandbox/identity/google/jwks")).json()) as { keys: JsonWebKey[] };
    const key = createPublicKey({ key: keys[0]!, format: "jwk" });
    expect(createVerify("RSA-SHA256").update(`${header}.${payload}`).verify(key, Buffer.from(signature!, "base64url"))).toBe(true);
    const claims = JSON.parse(Buffer.from(payload!, "base64url").toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ iss: discovery.issuer, aud: "test-google", email: "noura@example.com", email_verified: true, nonce: "n-1" });

    const info = await app().request("/sandbox/identity/google/userinfo", { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(await info.json()).toMatchObject({ sub: claims.sub, email: "noura@example.com", name: "Noura Alotaibi" });
  });

  it("Facebook: the dialog, an access token, Graph /me with the email permission", async () => {
    const back = await authorize("facebook", {});
    const issued = await exchangeFacebook(app(), back.searchParams.get("code") ?? "");
    const { access_token } = (await issued.json()) as { access_token: string };
    const me = await app().request("/sandbox/identity/facebook/me?fields=id,name,email", { headers: { authorization: `Bearer ${access_token}` } });
    expect(await me.json()).toEqual({ id: expect.any(String), name: "Noura Alotaibi", email: "noura@example.com" });
    expect((await app().request("/sandbox/identity/facebook/me", { headers: { authorization: "Bearer forged.token" } })).status).toBe(401);
  });

  it("lets the tester say the email is not verified: Google's id token and userinfo, and Facebook's /me, say so", async () => {
    const page = await (await app().request(`/sandbox/identity/google/authorize?${new URLSearchParams({
      client_id: "test-google",
      redirect_uri: `${SITE}/api/auth/callback/google`,
      response_type: "code",
      scope: "openid profile email",
      state: "s",
    })}`)).text();
    expect(page).toContain('name="email_verified" value="no"');
    const back = await authorize("google", { email_verified: "no" });
    const issued = await app().request("/sandbox/identity/google/token", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", authorization: basic("test-google", "test-google-secret") },
      body: new URLSearchParams({ grant_type: "authorization_code", redirect_uri: `${SITE}/api/auth/callback/google`, code: back.searchParams.get("code") ?? "" }),
    });
    const tokens = (await issued.json()) as { access_token: string; id_token: string };
    const claims = JSON.parse(Buffer.from(tokens.id_token.split(".")[1] ?? "", "base64url").toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ email: "noura@example.com", email_verified: false });
    const info = await app().request("/sandbox/identity/google/userinfo", { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(await info.json()).toMatchObject({ email: "noura@example.com", email_verified: false });

    const facebook = await exchangeFacebook(app(), (await authorize("facebook", { email_verified: "no" })).searchParams.get("code") ?? "");
    const { access_token } = (await facebook.json()) as { access_token: string };
    const me = await app().request("/sandbox/identity/facebook/me?fields=id,name,email", { headers: { authorization: `Bearer ${access_token}` } });
    expect(await me.json()).toEqual({ id: expect.any(String), name: "Noura Alotaibi", email: "noura@example.com", email_verified: false });
  });

  it("refuses an unknown client or redirect, and sends a refusal back with the state", async () => {
    const unknown = await app().request(`/sandbox/identity/google/authorize?${new URLSearchParams({ client_id: "x", redirect_uri: `${SITE}/api/auth/callback/google`, state: "s", scope: "openid" })}`);
    expect(unknown.status).toBe(400);
    const elsewhere = await app().request(
      `/sandbox/identity/google/authorize?${new URLSearchParams({ client_id: "test-google", redirect_uri: "https://evil.example/cb", state: "s", scope: "openid" })}`,
    );
    expect(elsewhere.status).toBe(400);
    const denied = await authorize("facebook", {}, "deny");
    expect(denied.searchParams.get("error")).toBe("access_denied");
    expect(denied.searchParams.get("state")).toBe("state-123");
  });

  describe("codes kept in the database", () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it("a code is spent once across backend processes: a replay on either is refused", async () => {
      const other = testClient(ctx().database.db).app;
      const code = (await authorize("facebook", {})).searchParams.get("code") ?? "";
      expect((await exchangeFacebook(other, code)).status).toBe(200);
      expect(await (await exchangeFacebook(app(), code)).json()).toEqual({ error: "invalid_grant" });
      expect((await exchangeFacebook(other, code)).status).toBe(400);
      const [row] = await ctx().database.db.select().from(identitySandboxCodes).where(eq(identitySandboxCodes.jti, jtiOf(code)));
      expect(row?.usedAt).toBeInstanceOf(Date);
    });

    it("two exchanges of one code at the same moment: exactly one gets a token", async () => {
      const other = testClient(ctx().database.db).app;
      const code = (await authorize("facebook", {})).searchParams.get("code") ?? "";
      const statuses = (await Promise.all([exchangeFacebook(app(), code), exchangeFacebook(other, code)])).map((r) => r.status);
      expect(statuses.sort()).toEqual([200, 400]);
    });

    it("an expired code is refused, and is forgotten when the next code is issued", async () => {
      const code = (await authorize("facebook", {})).searchParams.get("code") ?? "";
      const rowOf = () => ctx().database.db.select().from(identitySandboxCodes).where(eq(identitySandboxCodes.jti, jtiOf(code)));
      expect(await rowOf()).toHaveLength(1);
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(Date.now() + 61_000);
      expect(await (await exchangeFacebook(app(), code)).json()).toEqual({ error: "invalid_grant" });
      await authorize("facebook", {});
      expect(await rowOf()).toEqual([]);
    });

    it("the database's expiry holds even while the code's own seal is still valid", async () => {
      const code = (await authorize("facebook", {})).searchParams.get("code") ?? "";
      await ctx()
        .database.db.update(identitySandboxCodes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(identitySandboxCodes.jti, jtiOf(code)));
      expect((await exchangeFacebook(app(), code)).status).toBe(400);
    });

    it("a well-signed code the database never issued is refused", async () => {
      const code = (await authorize("facebook", {})).searchParams.get("code") ?? "";
      await ctx().database.db.delete(identitySandboxCodes).where(eq(identitySandboxCodes.jti, jtiOf(code)));
      expect((await exchangeFacebook(app(), code)).status).toBe(400);
    });
  });
});

identitySandboxContract(ctx);
