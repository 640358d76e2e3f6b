// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EnvError, localEnv } from "../../../scripts/lib/env.mjs";

/*
 * The backend and the site take an unset APP_ENV for production; the local commands (npm start,
 * dev, test, bench, backend, db:seed) run as development unless told otherwise, so a fresh clone
 * and an .env.local written before APP_ENV existed both still start.
 */
let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "local-env-"));
  file = path.join(dir, ".env.local");
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

describe("the local commands' environment", () => {
  it("on a fresh clone, runs as development and writes APP_ENV=development with the generated secrets", () => {
    const env = localEnv({ file, environment: {} });
    expect(env.APP_ENV).toBe("development");
    expect(env.API_CLIENT_SECRET).toMatch(/^[0-9a-f]{64}$/);
    const lines = readFileSync(file, "utf8").split("\n");
    expect(lines[1]).toBe("APP_ENV=development");
    expect(lines).toContain(`API_CLIENT_SECRET=${env.API_CLIENT_SECRET}`);
    // The next start reads the same file and generates nothing.
    expect(localEnv({ file, environment: {} })).toMatchObject({ APP_ENV: "development", API_CLIENT_SECRET: env.API_CLIENT_SECRET });
  });

  it("still starts with an .env.local from before APP_ENV, as development, without rewriting it", () => {
    const names = ["API_CLIENT_ID", "API_CLIENT_SECRET", "NEXTAUTH_SECRET", "REVALIDATE_SECRET", "MOYASAR_PUBLISHABLE_KEY", "MOYASAR_SECRET_KEY",
      "MOYASAR_WEBHOOK_SECRET", "FAWRY_SECURE_KEY", "TAMARA_API_TOKEN", "TAMARA_NOTIFICATION_TOKEN", "GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET",
      "FACEBOOK_CLIENT_ID", "FACEBOOK_CLIENT_SECRET"];
    const old = `${names.map((name) => `${name}=old-${name.toLowerCase()}`).join("\n")}\n`;
    writeFileSync(file, old);
    expect(localEnv({ file, environment: {} })).toMatchObject({ APP_ENV: "development", API_CLIENT_ID: "old-api_client_id" });
    expect(readFileSync(file, "utf8")).toBe(old);
  });

  it("lets the process environment choose, and refuses what the backend would refuse", () => {
    expect(localEnv({ file, environment: { APP_ENV: "test" } }).APP_ENV).toBe("test");
    writeFileSync(file, "APP_ENV=test\n");
    expect(localEnv({ file, environment: {} }).APP_ENV).toBe("test");
    rmSync(file);
    expect(() => localEnv({ file, environment: { APP_ENV: "production" } })).toThrow(EnvError);
    expect(() => localEnv({ file, environment: { APP_ENV: "production" } })).toThrow(/API_CLIENT_ID, API_CLIENT_SECRET/);
    expect(() => localEnv({ file, environment: { APP_ENV: "staging" } })).toThrow(/APP_ENV=staging is not one of/);
  });
});
