import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "../../backend/src/app";
import { ConfigError, loadConfig } from "../../backend/src/config";
import { TEST_CONFIG } from "./helpers/client";
import { seededDatabasePerFile } from "./helpers/seeded-database";

const ctx = seededDatabasePerFile();
const storage = mkdtempSync(path.join(tmpdir(), "backend-storage-"));
afterAll(() => rmSync(storage, { recursive: true, force: true }));

/** Every read the website calls (contract notes + SPEC §7) must be documented in /openapi.json. */
const DOCUMENTED = [
  "/oauth/token", "/api/v1/dashboard/business-units", "/api/settings/Site/general", "/api/settings/Site/about_us",
  "/api/settings/Seo/{page}", "/api/about_us_page", "/api/page_configurations", "/api/redirects", "/api/sliders",
  "/api/broker/doctors", "/api/broker/doctors/{slug}", "/api/broker/related_doctors/{id}", "/api/broker/branches",
  "/api/broker/specialities", "/api/broker/specialities/{id}/sub_specialities", "/api/broker/genders",
  "/api/broker/supervisor_levels", "/api/clinics", "/api/clinics/{slug}", "/api/oncologies", "/api/offers",
  "/api/offers/{slug}", "/api/news", "/api/homecare", "/api/services", "/api/service", "/api/service/{slug}",
  "/api/entertainment_services", "/api/events", "/api/posts", "/api/post", "/api/post/{slug}", "/api/categories",
  "/api/tags", "/api/offer_categories", "/api/faqs", "/api/most_viewed", "/api/socialmedia", "/api/testimonials",
  "/api/weekPosts", "/api/eclubs", "/api/search", "/api/auth/login", "/api/auth/user", "/api/auth/logout",
];

describe("/openapi.json and /docs", () => {
  it("documents every endpoint with its parameters and bearer security", async () => {
    const res = await ctx().client.app.request("/openapi.json");
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      paths: Record<string, Record<string, { parameters?: Array<{ name: string }>; security?: unknown[] }>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    for (const p of DOCUMENTED) expect(Object.keys(doc.paths), p).toContain(p);
    const doctors = doc.paths["/api/broker/doctors"]?.get;
    expect(doctors?.parameters?.map((x) => x.name)).toEqual(
      expect.arrayContaining(["BU-ID", "lang", "entity_id", "branch_id", "name", "speciality_id", "gender_id", "supervisor_level_id", "sub_speciality_id", "limit", "page", "sort_key", "sort_type", "is_home"]),
    );
    expect(doctors?.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths["/api/settings/Site/general"]?.get?.security).toEqual([]);
    expect(doc.components.securitySchemes.bearerAuth).toBeDefined();
  });
  it("renders a self-contained HTML reference", async () => {
    const res = await ctx().client.app.request("/docs");
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    expect(html).toContain("/api/broker/doctors");
    expect(html).not.toMatch(/<script|https?:\/\/cdn/i);
  });
});

describe("/health, /storage and unknown routes", () => {
  it("answers health and JSON 404s", async () => {
    const { app } = ctx().client;
    expect(await (await app.request("/health")).json()).toEqual({ status: "ok" });
    const missing = await app.request("/api/nothing-here", { headers: { authorization: `Bearer ${await ctx().client.token()}` } });
    expect(missing.status).toBe(404);
  });
  it("serves generated images under /storage, and nothing outside the folder", async () => {
    mkdirSync(path.join(storage, "cards"), { recursive: true });
    writeFileSync(path.join(storage, "cards", "x.webp"), "RIFF");
    writeFileSync(path.join(path.dirname(storage), "secret.txt"), "no");
    const app = createApp(ctx().database.db, { config: { ...TEST_CONFIG, storageDir: storage } });
    const ok = await app.request("/storage/cards/x.webp");
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toBe("image/webp");
    expect((await app.request("/storage/../secret.txt")).status).toBe(404);
    expect((await app.request("/storage/%2e%2e/secret.txt")).status).toBe(404);
  });
});

describe("configuration", () => {
  it("uses clearly local client credentials outside production", () => {
    const config = loadConfig({ APP_ENV: "development" });
    expect(config.clientId).toBe("local-website");
    expect(config.port).toBe(4000);
  });
  it("refuses to start in production without real credentials", () => {
    expect(() => loadConfig({ APP_ENV: "production" })).toThrow(ConfigError);
    const config = loadConfig({ APP_ENV: "production", API_CLIENT_ID: "site", API_CLIENT_SECRET: "s3cret-value" });
    expect(config.tokenSecret).not.toContain("s3cret-value");
  });
});

describe("response sharing", () => {
  it("answers identical concurrent reads with one query, and reuses answers only when configured", async () => {
    const { call } = ctx().client;
    const replies = await Promise.all(Array.from({ length: 10 }, () => call("/api/faqs?lang=en")));
    const kinds = replies.map((r) => r.headers.get("x-cache"));
    expect(kinds.filter((k) => k === "MISS")).toHaveLength(1);
    expect(kinds.filter((k) => k === "SHARED")).toHaveLength(9);
    expect(new Set(replies.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect((await call("/api/faqs?lang=en")).headers.get("x-cache")).toBe("MISS");

    const app = createApp(ctx().database.db, { config: { ...TEST_CONFIG, responseCacheMs: 60_000 } });
    const token = await ctx().client.token();
    const get = (path: string, auth = true) => app.request(path, { headers: auth ? { authorization: `Bearer ${token}` } : {} });
    expect((await get("/api/faqs")).headers.get("x-cache")).toBe("MISS");
    expect((await get("/api/faqs")).headers.get("x-cache")).toBe("HIT");
    expect((await get("/api/faqs", false)).status).toBe(401);
    expect((await get("/api/faqs?lang=en")).headers.get("x-cache")).toBe("MISS");
    expect((await get("/api/auth/user")).headers.get("x-cache")).toBeNull();
  });
});
