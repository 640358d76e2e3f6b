import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig, loadEnvFile } from "../../backend/src/config";

/*
 * A developer's `.env.local` left in a checkout says APP_ENV=development and holds generated
 * secrets. A production backend (APP_ENV=production, or unset) must not take it up: it would start
 * as development, with the outbox of every account's codes and the payment sandboxes.
 */
const dir = mkdtempSync(path.join(tmpdir(), "env-file-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const checkoutFile = path.join(dir, ".env.local");
writeFileSync(checkoutFile, "APP_ENV=development\nAPI_CLIENT_ID=local-3f2a\nAPI_CLIENT_SECRET=generated-for-this-machine\n");

describe("the backend's env file", () => {
  it("is not read from the checkout by a production process, which still refuses to start without its secrets", () => {
    for (const given of [{}, { APP_ENV: "production" }, { APP_ENV: " " }]) {
      const env: Record<string, string | undefined> = { ...given };
      loadEnvFile(env, checkoutFile);
      expect(env, JSON.stringify(given)).toEqual(given);
      expect(() => loadConfig(env), JSON.stringify(given)).toThrow(ConfigError);
    }
    // Nor by a process whose APP_ENV is unknown: loadConfig refuses that value, not the file's.
    const unknown: Record<string, string | undefined> = { APP_ENV: "staging" };
    loadEnvFile(unknown, checkoutFile);
    expect(() => loadConfig(unknown)).toThrow(/APP_ENV=staging is not one of/);
  });

  it("is read in production only when ENV_FILE names it", () => {
    const deployed = path.join(dir, "backend.env");
    writeFileSync(deployed, "API_CLIENT_ID=hospital-site\nAPI_CLIENT_SECRET=a-long-random-deployment-secret\n");
    const env: Record<string, string | undefined> = { APP_ENV: "production", ENV_FILE: deployed };
    loadEnvFile(env, checkoutFile);
    expect(loadConfig(env)).toMatchObject({ production: true, clientId: "hospital-site" });
  });

  it("is read from the checkout in development and test, the environment's own values winning", () => {
    for (const appEnv of ["development", "test"]) {
      const env: Record<string, string | undefined> = { APP_ENV: appEnv, API_CLIENT_ID: "set-by-the-shell" };
      loadEnvFile(env, checkoutFile);
      expect(env).toEqual({ APP_ENV: appEnv, API_CLIENT_ID: "set-by-the-shell", API_CLIENT_SECRET: "generated-for-this-machine" });
    }
  });
});
