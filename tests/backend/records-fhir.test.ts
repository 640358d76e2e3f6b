import { generateKeyPairSync } from "node:crypto";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { clientAssertion } from "../../backend/src/records/client-assertion";
import { loadConfig } from "../../backend/src/config";
import { users } from "../../backend/src/db/schema";
import { recordsProviderFor } from "../../backend/src/records/provider";
import { SANDBOX_CLIENT_ID, SANDBOX_KEY_ID, sandboxClientKey } from "../../backend/src/records/sandbox/client-key";
import { RecordsUnavailable, smartClient } from "../../backend/src/records/smart-client";
import type { Observation } from "../../backend/src/records/fhir";
import { createApp } from "../../backend/src/app";
import { TEST_CONFIG, testClient } from "./helpers/client";
import type { Database } from "../../backend/src/db/client";
import { recordLinks } from "../../backend/src/db/schema-records";
import { openTestPglite } from "./helpers/db";
import { newPatient } from "./helpers/patients";
import { hit } from "../../backend/src/platform/rate-limit";
import { RECORDS_LIMITS } from "../../backend/src/records/rate-limits";
import { recordsServer, type RecordsServer } from "./helpers/records-server";

/** The FHIR adapter against the backend's FHIR sandbox, over HTTP: SMART token, paging, refusals. */

let database: Database;
let server: RecordsServer;
let demoPatientId: string;

beforeAll(async () => {
  database = await openTestPglite();
  server = await recordsServer(database.db);
  const [demo] = await database.db.select().from(users).where(eq(users.email, "patient@example.com"));
  demoPatientId = `u${demo!.id}`;
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

const fhirBase = () => `${server.base}/sandbox/fhir`;
const sandboxClient = (o: Partial<Parameters<typeof smartClient>[0]> = {}) =>
  smartClient({
    baseUrl: fhirBase(),
    clientId: SANDBOX_CLIENT_ID,
    key: sandboxClientKey(server.config.tokenSecret).privateKey,
    kid: SANDBOX_KEY_ID,
    scope: "system/*.read",
    timeoutMs: 10_000,
    ...o,
  });

describe("the SMART Backend Services client", () => {
  it("finds the token endpoint by discovery, signs an ES384 client assertion, and keeps the token until it expires", async () => {
    const spy = vi.spyOn(globalThis, "fetch");
    try {
      const client = sandboxClient();
      const first = await client.accessToken();
      const second = await client.accessToken();
      expect(second).toBe(first);
      const urls = spy.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input));
      expect(urls.filter((u) => u.endsWith("/.well-known/smart-configuration"))).toHaveLength(1);
      expect(urls.filter((u) => u.endsWith("/auth/token"))).toHaveLength(1);
      const init = spy.mock.calls.find(([input]) => String(input).endsWith("/auth/token"))![1]!;
      const form = new URLSearchParams(String(init.body));
      expect(form.get("grant_type")).toBe("client_credentials");
      expect(form.get("client_assertion_type")).toBe("urn:ietf:params:oauth:client-assertion-type:jwt-bearer");
      const [header, claims] = form.get("client_assertion")!.split(".").slice(0, 2).map((p) => JSON.parse(Buffer.from(p, "base64url").toString()));
      expect(header).toMatchObject({ alg: "ES384", kid: SANDBOX_KEY_ID });
      expect(claims).toMatchObject({ iss: SANDBOX_CLIENT_ID, sub: SANDBOX_CLIENT_ID, aud: `${fhirBase()}/auth/token` });
      expect(claims.exp - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(300);
    } finally {
      spy.mockRestore();
    }
  });

  it("is refused a token for a key the server does not know, or an assertion used twice", async () => {
    const stranger = generateKeyPairSync("ec", { namedCurve: "secp384r1" }).privateKey;
    await expect(sandboxClient({ key: stranger }).accessToken()).rejects.toBeInstanceOf(RecordsUnavailable);
    const tokenUrl = `${fhirBase()}/auth/token`;
    const assertion = clientAssertion({ clientId: SANDBOX_CLIENT_ID, tokenUrl, key: sandboxClientKey(server.config.tokenSecret).privateKey, kid: SANDBOX_KEY_ID });
    const ask = () =>
      fetch(tokenUrl, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ grant_type: "client_credentials", client_assertion_type: "urn:ietf:params:oauth:client-assertion-type:jwt-bearer", client_assertion: assertion }),
      });
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(401);
  });

  it("signs RS384 with an RSA key", () => {
    const rsa = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey;
    const jwt = clientAssertion({ clientId: "c", tokenUrl: "https://his.example/token", key: rsa, kid: "k" });
    expect(JSON.parse(Buffer.from(jwt.split(".")[0]!, "base64url").toString())).toMatchObject({ alg: "RS384" });
  });

  it("is answered 401 by the server without a token", async () => {
    const reply = await fetch(`${fhirBase()}/Observation?patient=Patient/${demoPatientId}`, { headers: { accept: "application/fhir+json" } });
    expect(reply.status).toBe(401);
  });

  it("follows Bundle.link[next] through every page of a search, each page asked for as FHIR JSON", async () => {
    const client = sandboxClient();
    const spy = vi.spyOn(globalThis, "fetch");
    try {
      const found = await client.search<Observation>("Observation", { patient: `Patient/${demoPatientId}`, category: "laboratory", _count: "10" });
      const pages = spy.mock.calls.filter(([input]) => String(input).includes("/Observation?"));
      expect(found.partial).toBe(false);
      expect(found.resources).toHaveLength(52);
      expect(pages).toHaveLength(6);
      expect(new Set(found.resources.map((o) => o.id)).size).toBe(52);
      for (const [, init] of pages) expect(new Headers(init?.headers).get("accept")).toBe("application/fhir+json");
    } finally {
      spy.mockRestore();
    }
  });

  /**
   * A gateway in front of the sandbox: it passes every request on, serves the sandbox's links as
   * its own when `rewrite` (else leaves them pointing at the sandbox's origin), and fails a page.
   */
  async function gateway(o: { rewrite: boolean; failing: RegExp }) {
    const proxy: Server = createServer((req, res) => {
      if (o.failing.test(req.url ?? "")) {
        res.writeHead(503).end();
        return;
      }
      // node:http, not fetch: the tests count the client's own fetches.
      const upstream = httpRequest(`${server.base}${req.url}`, { headers: { accept: req.headers.accept ?? "", authorization: req.headers.authorization ?? "" } }, (answer) => {
        let text = "";
        answer.setEncoding("utf8");
        answer.on("data", (chunk: string) => (text += chunk));
        answer.on("end", () => {
          res.writeHead(answer.statusCode ?? 502, { "content-type": answer.headers["content-type"] ?? "application/fhir+json" });
          res.end(o.rewrite ? text.replaceAll(server.base, own) : text);
        });
      });
      upstream.end();
    });
    await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
    const own = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    return { base: `${own}/sandbox/fhir`, close: () => new Promise((resolve) => proxy.close(resolve)) };
  }

  it("keeps what the pages before a failing one held, marked partial; a first page that fails is an outage", async () => {
    const front = await gateway({ rewrite: true, failing: /_offset=20/ });
    try {
      const client = sandboxClient({ baseUrl: front.base, tokenUrl: `${fhirBase()}/auth/token` });
      const found = await client.search<Observation>("Observation", { patient: `Patient/${demoPatientId}`, category: "laboratory", _count: "10" });
      expect(found.partial).toBe(true);
      expect(found.resources).toHaveLength(20);
      await expect(client.search<Observation>("Observation", { patient: `Patient/${demoPatientId}`, _offset: "20" })).rejects.toBeInstanceOf(RecordsUnavailable);
    } finally {
      await front.close();
    }
  });

  it("never follows a next link to another origin: the token stays with the server it was asked of", async () => {
    const front = await gateway({ rewrite: false, failing: /^$/ });
    const spy = vi.spyOn(globalThis, "fetch");
    try {
      const client = sandboxClient({ baseUrl: front.base, tokenUrl: `${fhirBase()}/auth/token` });
      const found = await client.search<Observation>("Observation", { patient: `Patient/${demoPatientId}`, category: "laboratory", _count: "10" });
      expect(found).toMatchObject({ partial: true });
      expect(found.resources).toHaveLength(10);
      const searched = spy.mock.calls.map(([input]) => String(input)).filter((u) => u.includes("/Observation?"));
      expect(searched.every((u) => u.startsWith(front.base))).toBe(true);
    } finally {
      spy.mockRestore();
      await front.close();
    }
  });

  it("reads the demo patient and her daughter's guardian through the provider, as the routes do", async () => {
    const provider = recordsProviderFor(server.config)!;
    const patient = await provider.findPatient({ kind: "medical_record_number", value: "100234" });
    expect(patient?.id).toBe(demoPatientId);
    const child = await provider.findPatient({ kind: "national_id", value: "1098765432" });
    const related = await provider.relatedPersons(child!.id!);
    expect(related.resources[0]?.identifier).toEqual(expect.arrayContaining(patient!.identifier!));
  });
});

describe("without a HIS", () => {
  it("production has no records source, answers records_not_configured and mounts no sandbox", async () => {
    const config = { ...loadConfig({ APP_ENV: "production", API_CLIENT_ID: "prod", API_CLIENT_SECRET: "prod-secret" }), tokenSecret: "t" };
    expect(config.records.sandbox).toBe(false);
    expect(recordsProviderFor(config)).toBeNull();
    const client = testClient(database.db, { ...TEST_CONFIG, production: true, records: config.records });
    const other = await newPatient(database.db, "Production");
    const reply = await client.call("/api/records/results", { token: other.token });
    expect(reply.status).toBe(503);
    expect(reply.body).toMatchObject({ code: "records_not_configured" });
    expect(reply.headers.get("cache-control")).toBe("private, no-store");
    const sandbox = await client.app.request("/sandbox/fhir/.well-known/smart-configuration");
    expect(sandbox.status).toBe(404);
  });

  it("a partial FHIR configuration stops a production start, naming what is missing", () => {
    expect(() => loadConfig({ APP_ENV: "production", API_CLIENT_ID: "prod", API_CLIENT_SECRET: "prod-secret", FHIR_BASE_URL: "https://his.example/fhir" })).toThrow(/FHIR_CLIENT_ID/);
  });

  it("an unreachable HIS is 503 records_his_unavailable with Retry-After", async () => {
    const config = { ...server.config, records: { ...server.config.records, baseUrl: "http://127.0.0.1:9/fhir", timeoutMs: 2_000 } };
    const app = createApp(database.db, { config });
    const other = await newPatient(database.db, "Offline");
    await database.db.insert(recordLinks).values({ userId: other.user.id, identifier: "100234", method: "health_record_sign_in", linkedAt: new Date() });
    const reply = await app.request("/api/records/visits", { headers: { authorization: `Bearer ${other.token}` } });
    expect(reply.status).toBe(503);
    expect(await reply.json()).toMatchObject({ code: "records_his_unavailable" });
    expect(reply.headers.get("retry-after")).toBe("30");
  });
});

describe("limits", () => {
  it("refuses an account's reads past its allowance with 429 records_rate_limited, Retry-After and no-store, and a malformed kind with 422", async () => {
    const reader = await newPatient(database.db, "Reader");
    const client = testClient(database.db, server.config);
    const bad = await client.call("/api/records/everything", { token: reader.token });
    expect(bad.status).toBe(422);
    const person = await client.call("/api/records/visits?person=abc", { token: reader.token });
    expect(person.status).toBe(422);
    for (let i = 0; i < RECORDS_LIMITS.readsPerAccount.max; i++) await hit(database.db, RECORDS_LIMITS.readsPerAccount, `user:${reader.user.id}`);
    const reply = await client.call("/api/records/visits", { token: reader.token });
    expect(reply.status).toBe(429);
    expect(reply.body).toMatchObject({ code: "records_rate_limited" });
    expect(Number(reply.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(reply.headers.get("cache-control")).toBe("private, no-store");
  });
});
