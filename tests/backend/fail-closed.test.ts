import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../../backend/src/app";
import { ConfigError, loadConfig, repoRoot } from "../../backend/src/config";
import { seededDatabasePerFile } from "./helpers/seeded-database";

/*
 * Development parts (the outbox, the payment and identity sandboxes, the API reference) exist only
 * with APP_ENV development or test. Unset is production, which refuses to start without real
 * secrets: a deployment that forgets the variable must not hand out every account's codes.
 */
const ctx = seededDatabasePerFile();

const PRODUCTION_SECRETS = { API_CLIENT_ID: "hospital-site", API_CLIENT_SECRET: "a-long-random-deployment-secret" };

function appWith(env: Record<string, string>) {
  return createApp(ctx().database.db, { config: loadConfig(env) });
}

async function clientToken(app: ReturnType<typeof appWith>, id: string, secret: string): Promise<string> {
  const res = await app.request("/oauth/token", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "client_credentials", client_id: id, client_secret: secret }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** One request to each development part; the status each answers. */
async function developmentParts(app: ReturnType<typeof appWith>, token: string) {
  const get = (p: string, headers: Record<string, string> = {}) => app.request(p, { headers });
  return {
    outbox: (await get("/api/dev/outbox")).status,
    outboxWithToken: (await get("/api/dev/outbox", { authorization: `Bearer ${token}` })).status,
    cardSandbox: (await app.request("/sandbox/card/v1/invoices", { method: "POST" })).status,
    fawrySandbox: (await get("/sandbox/fawry/ECommerceWeb/Fawry/payments/status/v2")).status,
    identitySandbox: (await get("/sandbox/identity/google/.well-known/openid-configuration")).status,
    docs: (await get("/docs")).status,
    openapi: (await get("/openapi.json")).status,
    // Insurance without a configured exchange is the sandbox insurer, which must not book for free.
    insurers: ((await (await get("/api/insurance/companies?country=SA", { authorization: `Bearer ${token}` })).json()) as { data: unknown[] }).data
      .length,
  };
}

describe("configuration fails closed", () => {
  it("takes an unset APP_ENV for production and refuses to start without real secrets, saying what is missing", () => {
    expect(() => loadConfig({})).toThrow(ConfigError);
    expect(() => loadConfig({})).toThrow(/APP_ENV is not set.*API_CLIENT_ID, API_CLIENT_SECRET.*APP_ENV=development/);
    expect(() => loadConfig({ APP_ENV: "" })).toThrow(ConfigError);
    expect(loadConfig(PRODUCTION_SECRETS)).toMatchObject({ production: true, appEnv: "production", apiDocs: false, passwordCost: 32_768 });
    expect(loadConfig(PRODUCTION_SECRETS).payments.sandbox).toBe(false);
  });

  it("refuses an APP_ENV it does not know instead of guessing", () => {
    for (const value of ["prod", "staging", "Production", "dev"]) {
      expect(() => loadConfig({ ...PRODUCTION_SECRETS, APP_ENV: value }), value).toThrow(/is not one of development, test, production/);
    }
  });

  it("refuses the public local client and a half-configured payment or insurance provider in production", () => {
    expect(() => loadConfig({ APP_ENV: "production", API_CLIENT_ID: "x", API_CLIENT_SECRET: "local-only-insecure-secret" })).toThrow(
      /API_CLIENT_SECRET \(the public local default\)/,
    );
    expect(() => loadConfig({ ...PRODUCTION_SECRETS, MOYASAR_SECRET_KEY: "sk_live_x" })).toThrow(
      /MOYASAR_API_URL, MOYASAR_PUBLISHABLE_KEY, MOYASAR_WEBHOOK_SECRET/,
    );
    expect(() => loadConfig({ ...PRODUCTION_SECRETS, INSURANCE_ELIGIBILITY_URL: "https://nphies.example/fhir" })).toThrow(
      /INSURANCE_ELIGIBILITY_TOKEN, INSURANCE_PROVIDER_LICENSE/,
    );
    const tamara = { TAMARA_API_URL: "https://api.tamara.co", TAMARA_API_TOKEN: "t", TAMARA_NOTIFICATION_TOKEN: "n" };
    expect(loadConfig({ ...PRODUCTION_SECRETS, ...tamara }).payments.tamaraApiUrl).toBe("https://api.tamara.co");
  });

  it("reads API_DOCS as on or off, and nothing else", () => {
    expect(loadConfig({ ...PRODUCTION_SECRETS, API_DOCS: "on" }).apiDocs).toBe(true);
    expect(loadConfig({ APP_ENV: "development" }).apiDocs).toBe(true);
    expect(loadConfig({ APP_ENV: "test", API_DOCS: "off" }).apiDocs).toBe(false);
    expect(() => loadConfig({ APP_ENV: "test", API_DOCS: "yes" })).toThrow(/API_DOCS=yes/);
  });
});

describe("the backend process", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "fail-closed-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const freePort = () =>
    new Promise<number>((resolve, reject) => {
      const server = createServer().listen(0, "127.0.0.1", () => {
        const address = server.address();
        server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
      });
    });

  it("started with APP_ENV unset and no secrets, exits with the reason instead of serving", async () => {
    const port = await freePort();
    // Only what Node needs: no APP_ENV, no secrets, and no .env.local of this checkout.
    const env = {
      NODE_ENV: "production" as const,
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? dir,
      ENV_FILE: path.join(dir, "absent.env"),
      DATA_DIR: path.join(dir, "pglite"),
      PORT: String(port),
      HOST: "127.0.0.1",
    };
    const child = spawn(process.execPath, ["--import", "tsx", "backend/src/server.ts"], { cwd: repoRoot, env });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const outcome = await new Promise<number | "still running">((resolve) => {
      const timer = setTimeout(() => {
        child.kill("SIGKILL");
        resolve("still running");
      }, 20_000);
      child.on("exit", (code) => {
        clearTimeout(timer);
        resolve(code ?? -1);
      });
    });
    expect(outcome).toBe(1);
    expect(stderr).toMatch(/APP_ENV is not set, so the backend runs as production and needs real values for: API_CLIENT_ID, API_CLIENT_SECRET/);
    expect(stderr).toContain("APP_ENV=development");
  });
});

describe("development parts over HTTP", () => {
  // The identity sandbox answers only for the clients it knows, as the local .env.local has them.
  beforeAll(() => {
    vi.stubEnv("GOOGLE_CLIENT_ID", "local-google-client");
    vi.stubEnv("GOOGLE_CLIENT_SECRET", "local-google-secret");
  });
  afterAll(() => vi.unstubAllEnvs());

  it("are not served in production, with real secrets", async () => {
    const app = appWith({ ...PRODUCTION_SECRETS, APP_ENV: "production" });
    const token = await clientToken(app, PRODUCTION_SECRETS.API_CLIENT_ID, PRODUCTION_SECRETS.API_CLIENT_SECRET);
    expect(await developmentParts(app, token)).toEqual({
      outbox: 404,
      outboxWithToken: 404,
      cardSandbox: 404,
      fawrySandbox: 404,
      identitySandbox: 404,
      docs: 404,
      openapi: 404,
      insurers: 0,
    });
  });

  it("are served in development and test", async () => {
    for (const APP_ENV of ["development", "test"]) {
      const app = appWith({ APP_ENV });
      const token = await clientToken(app, "local-website", "local-only-insecure-secret");
      const parts = await developmentParts(app, token);
      expect(parts, APP_ENV).toMatchObject({ outbox: 200, outboxWithToken: 200, identitySandbox: 200, docs: 200, openapi: 200 });
      // The payment sandboxes exist; these requests lack the provider's credentials or fields.
      expect(parts.cardSandbox, APP_ENV).toBe(401);
      expect(parts.fawrySandbox, APP_ENV).not.toBe(404);
      expect(parts.insurers, APP_ENV).toBeGreaterThan(0);
    }
  });

  it("serve the API reference only as API_DOCS says, with a policy that allows its own stylesheet and nothing else", async () => {
    expect((await appWith({ APP_ENV: "test", API_DOCS: "off" }).request("/docs")).status).toBe(404);
    const app = appWith({ ...PRODUCTION_SECRETS, APP_ENV: "production", API_DOCS: "on" });
    const docs = await app.request("/docs");
    expect(docs.status).toBe(200);
    const html = await docs.text();
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
    const styleHash = createHash("sha256").update(style).digest("base64");
    expect(docs.headers.get("content-security-policy")).toBe(
      `default-src 'none'; style-src 'sha256-${styleHash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
    expect(docs.headers.get("x-content-type-options")).toBe("nosniff");
    expect(docs.headers.get("referrer-policy")).toBe("no-referrer");
    expect(docs.headers.get("x-frame-options")).toBe("DENY");
    expect(html).not.toMatch(/<script|\son\w+=/i);
    const spec = await app.request("/openapi.json");
    expect(spec.status).toBe(200);
    expect(spec.headers.get("x-content-type-options")).toBe("nosniff");
    // A production reference lists no development route.
    expect(Object.keys(((await spec.json()) as { paths: object }).paths)).not.toContain("/api/dev/outbox");
  });
});
