import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOKEN_LIMITS } from "../../backend/src/auth/rate-limits";
import { expectValidationError } from "./helpers/expect";
import { newPatient } from "./helpers/patients";
import { seededDatabasePerFile } from "./helpers/seeded-database";

/*
 * Input no route can use answers 4xx with a message saying why, never a 500 (issue 17): integers
 * beyond PostgreSQL's `integer`, NUL bytes anywhere, bodies of the wrong type or unparsable.
 */
const ctx = seededDatabasePerFile();

type Message = { message: string };

/** `from`: the socket's address, as @hono/node-server hands it to the app. */
async function post(path: string, contentType: string, body: string, headers: Record<string, string> = {}, from?: string) {
  const env = from ? { incoming: { socket: { remoteAddress: from } } } : undefined;
  const res = await ctx().client.app.request(path, { method: "POST", headers: { "content-type": contentType, ...headers }, body }, env);
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, headers: res.headers };
}

describe("integers above 2^31 - 1", () => {
  it.each([
    ["/api/broker/doctors?speciality_id=2147483648", "speciality_id"],
    ["/api/broker/doctors?branch_id=99999999999", "branch_id"],
    ["/api/broker/doctors?page=2147483648", "page"],
    ["/api/broker/related_doctors/99999999999", "id"],
    ["/api/broker/specialities/2147483648/sub_specialities", "id"],
  ])("%s is a 422 naming %s", async (path, field) => {
    expectValidationError(await ctx().client.call(path), field);
  });
  it("keeps the largest integer PostgreSQL holds valid", async () => {
    expect((await ctx().client.call("/api/broker/doctors?speciality_id=2147483647")).status).toBe(200);
  });
});

describe("ids and dates beyond what PostgreSQL holds, in bodies and paths", () => {
  const call = (path: string, o: Parameters<ReturnType<typeof ctx>["client"]["call"]>[1] = {}) =>
    ctx().client.call(path, { ...o, headers: { "x-forwarded-for": `203.0.113.${Math.floor(Math.random() * 250)}`, ...o.headers } });
  const patientToken = async () => (await newPatient(ctx().database.db, "bounds")).token;
  const firstSlot = async () => {
    const reply = await call("/api/broker/doctors/4/slots?days=7");
    return (reply.body as { data: Array<{ branch_id: number; kind: string; start: string }> }).data[0]!;
  };

  it.each(["9999-11-15", "2101-01-01", "1899-12-31"])("GET slots from=%s is a 422 naming from", async (from) => {
    const reply = await call(`/api/broker/doctors/71/slots?from=${from}&days=1`, { lang: "en" });
    expectValidationError(reply, "from");
    expect((reply.body as { errors: Record<string, string[]> }).errors.from).toEqual(["The from must be a date from 1900-01-01 to 2100-12-31."]);
  });
  it("keeps a slot search in range valid", async () => {
    expect((await call("/api/broker/doctors/71/slots?from=2100-12-31&days=1")).status).not.toBe(422);
  });

  it("DELETE /api/profile/risk-assessments/2147483648 is a 422 naming id", async () => {
    expectValidationError(await call("/api/profile/risk-assessments/2147483648", { method: "DELETE", token: await patientToken() }), "id");
  });

  it.each([
    ["appointment_id", 2147483648],
    ["appointment_id", 1e300],
    ["doctor_id", 2147483648],
    ["branch_id", 99999999999],
  ])("POST /api/reservations with %s %d is a 422 naming it", async (field, value) => {
    const slot = await firstSlot();
    const body = { doctor_id: 4, branch_id: slot.branch_id, kind: slot.kind, start: slot.start, [field]: value };
    expectValidationError(await call("/api/reservations", { method: "POST", body, token: await patientToken() }), field);
  });

  it.each(["0000-01-01T10:00:00+03:00", "9999-12-31T23:59:59-14:00"])("POST /api/reservations with start %s is a 422 naming start", async (start) => {
    const slot = await firstSlot();
    expectValidationError(await call("/api/reservations", { method: "POST", body: { doctor_id: 4, branch_id: slot.branch_id, kind: slot.kind, start } }), "start");
  });

  it("POST /api/insurance/eligibility with insurance_company_id 2147483648 is a 422 naming it", async () => {
    const reply = await call("/api/insurance/eligibility", { method: "POST", body: { identity_number: "1098765433", insurance_company_id: 2147483648 } });
    expectValidationError(reply, "insurance_company_id");
  });

  it.each(["0000-01-01T00:00:00Z", "9999-12-31T23:59:59-14:00"])("a landing-page lead with landed_at %s is a 422 naming it", async (landedAt) => {
    const pages = await call("/api/landing_pages");
    const slug = (pages.body as { data: Array<{ slug: string }> }).data[0]!.slug;
    const body = { name: "Ali Ahmad", phone: "0551234567", message: "Please call me back", landed_at: landedAt };
    expectValidationError(await call(`/api/landing_pages/${encodeURIComponent(slug)}/leads`, { method: "POST", body }), "landed_at");
  });
});

describe("NUL bytes", () => {
  it.each([
    "/api/broker/doctors?name=%00",
    "/api/broker/doctors?name=ab%00cd",
    "/api/events/%00",
    "/api/clinics/x%00",
    "/api/search?s=%00",
    "/api/post/%00",
    "/api/settings/Seo/%00",
  ])("%s is a 400 with a message", async (path) => {
    for (const lang of ["en", "ar"]) {
      const reply = await ctx().client.call<Message>(path, { lang });
      expect(reply.status, path).toBe(400);
      expect(reply.body.message).toMatch(lang === "en" ? /not allowed \(NUL\)/ : /NUL/);
      expect((reply.body as Message & { code?: string }).code).toBe("nul_in_url");
    }
  });
  it("in a JSON body is a 400", async () => {
    const token = await ctx().client.token();
    const reply = await post("/api/auth/login", "application/json", JSON.stringify({ email_or_phone: "a\u0000b", password: "x" }), {
      authorization: `Bearer ${token}`,
      lang: "en",
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(/body contains a character that is not allowed/);
    expect(reply.body.code).toBe("nul_in_body");
  });
});

describe("bodies of the wrong type or unparsable", () => {
  it.each([
    ["application/json", "{not json", 400, /could not be parsed/, "unreadable_body"],
    ["text/plain", "grant_type=client_credentials", 415, /does not accept that content type/, "unsupported_content_type"],
    ["multipart/form-data", "x", 415, /does not accept that content type/, "unsupported_content_type"],
  ])("/api/auth/login with %s %j answers %i", async (type, body, status, message, code) => {
    const token = await ctx().client.token();
    const reply = await post("/api/auth/login", type, body, { authorization: `Bearer ${token}`, lang: "en" });
    expect(reply.status).toBe(status);
    expect(reply.body.message).toMatch(message);
    expect(reply.body.code).toBe(code);
  });

  it("/oauth/token takes its form as JSON too", async () => {
    const ok = await post("/oauth/token", "application/json", JSON.stringify({ grant_type: "client_credentials", client_id: "test-client", client_secret: "test-secret" }), { "x-forwarded-for": "198.51.100.1" });
    expect(ok.status).toBe(200);
    expect(ok.body.token_type).toBe("Bearer");
  });
  it.each([
    ["application/json", "{not json", 400, "unreadable_body"],
    ["text/plain", "hello", 415, "unsupported_content_type"],
    ["multipart/form-data", "x", 400, "unreadable_body"],
  ])("/oauth/token with %s %j answers %i with a message", async (type, body, status, code) => {
    const reply = await post("/oauth/token", type, body, { "x-forwarded-for": "198.51.100.2" });
    expect(reply.status).toBe(status);
    expect(String(reply.body.message).length).toBeGreaterThan(10);
    expect(reply.body.code).toBe(code);
  });
  it("/oauth/token with a malformed Basic header is an invalid client", async () => {
    const reply = await post("/oauth/token", "application/x-www-form-urlencoded", "grant_type=client_credentials", {
      authorization: `Basic ${Buffer.from("%E0%A4%A:x").toString("base64")}`,
      "x-forwarded-for": "198.51.100.3",
    });
    expect(reply.status).toBe(401);
  });
});

describe("the doctor-name lookup", () => {
  it.each(["%", "_", "%%", "%_%"])("treats %j as literal characters, matching nobody", async (name) => {
    const reply = await ctx().client.call<{ data: unknown[] }>(`/api/broker/doctors?name=${encodeURIComponent(name)}`);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual([]);
  });
});

describe("rate limit of POST /oauth/token", () => {
  // Counts live in fixed one-minute windows: start each test just after a window opens.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Math.ceil(Date.now() / 60_000) * 60_000 + 1000);
  });
  afterEach(() => vi.useRealTimers());

  // A token request holds no token yet: it is counted by the socket's address, whatever it says it forwards.
  const ask = (ip: string, clientId: string, forwardedFor = "198.51.100.99") =>
    post(
      "/oauth/token",
      "application/x-www-form-urlencoded",
      new URLSearchParams({ grant_type: "client_credentials", client_id: clientId, client_secret: "wrong" }).toString(),
      { "x-forwarded-for": forwardedFor },
      ip,
    );

  it("counts the socket's address, not an X-Forwarded-For the caller wrote", async () => {
    for (let i = 0; i < TOKEN_LIMITS.ip.max; i++) expect((await ask("203.0.113.9", `spoof-${i}`, `198.51.100.${i}`)).status).toBe(401);
    expect((await ask("203.0.113.9", "spoof-last", "198.51.100.200")).status).toBe(429);
  });

  it("answers 429 with Retry-After once an address has asked too often", async () => {
    for (let i = 0; i < TOKEN_LIMITS.ip.max; i++) expect((await ask("203.0.113.7", `guess-${i}`)).status).toBe(401);
    const refused = await ask("203.0.113.7", "guess-last");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(/\d/);
    // Another address is not held back by it.
    expect((await ask("203.0.113.8", "guess-other")).status).toBe(401);
  });

  it("answers 429 once a client id has been asked for too often, whatever the address", async () => {
    for (let i = 0; i < TOKEN_LIMITS.client.max; i++) expect((await ask(`192.0.2.${i}`, "target-client")).status).toBe(401);
    const refused = await ask("192.0.2.250", "target-client");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("CORS", () => {
  it("allows the website's origin only", async () => {
    const { app } = ctx().client;
    const preflight = (origin: string) =>
      app.request("/api/faqs", { method: "OPTIONS", headers: { origin, "access-control-request-method": "GET" } });
    const allowed = await preflight("http://localhost:3000");
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get("access-control-allow-origin")).toBe("http://localhost:3000");
    expect(allowed.headers.get("access-control-allow-headers")).toBe("Authorization,BU-ID,lang,Content-Type");
    expect(allowed.headers.get("access-control-allow-methods")).toBe("GET,HEAD,PUT,POST,DELETE,PATCH,QUERY");
    expect(allowed.headers.get("vary")).toBe("Origin, Access-Control-Request-Headers");
    const foreign = (await preflight("https://evil.example")).headers.get("access-control-allow-origin");
    expect(foreign === null || foreign === "http://localhost:3000").toBe(true);
  });

  it("marks every answer as varying by origin and lets only the website's pages read it, errors and shared answers included", async () => {
    const { call } = ctx().client;
    const own = { origin: "http://localhost:3000" };
    const [first, second] = await Promise.all([call("/api/faqs", { headers: own }), call("/api/faqs", { headers: own })]);
    for (const reply of [first!, second!]) {
      expect(reply.status).toBe(200);
      expect(reply.headers.get("access-control-allow-origin")).toBe("http://localhost:3000");
      expect(reply.headers.get("vary")).toBe("Origin");
    }
    expect([first!.headers.get("x-cache"), second!.headers.get("x-cache")].sort()).toEqual(["MISS", "SHARED"]);
    const foreign = await call("/api/faqs", { headers: { origin: "https://evil.example" } });
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull();
    expect(foreign.headers.get("vary")).toBe("Origin");
    const refused = await call("/api/faqs", { headers: own, token: null });
    expect(refused.status).toBe(401);
    expect(refused.headers.get("access-control-allow-origin")).toBe("http://localhost:3000");
  });
});
