import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type PaymentKeys, loadPaymentKeys } from "./payments/keys";
import { type InsuranceKeys, loadInsuranceKeys } from "./insurance/keys";

export const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  storageDir: string;
  clientId: string;
  clientSecret: string;
  tokenSecret: string;
  /** Lifetime of client-credentials tokens, seconds. */
  clientTokenTtl: number;
  /** Lifetime of user login tokens, seconds. */
  userTokenTtl: number;
  /** Health-record (PHR) sessions: access token and refresh token lifetimes, seconds. */
  phrAccessTtl: number;
  phrRefreshTtl: number;
  /** How long a GET answer is reused, ms (0: only identical concurrent requests share one answer). */
  responseCacheMs: number;
  production: boolean;
  /** APP_ENV: development (default), test or production. */
  appEnv: "development" | "test" | "production";
  /** The website's origin (from SITE_URL): the only origin browsers may call the API from. */
  siteOrigin: string;
  /** Payment providers' keys and API addresses (the local sandbox outside production). */
  payments: PaymentKeys;
  /** The insurance eligibility exchange (none: the sandbox outside production, no insurance in production). */
  insurance: InsuranceKeys;
}

// Only ever used on a developer machine: production refuses to start without real values.
const LOCAL_CLIENT_ID = "local-website";
const LOCAL_CLIENT_SECRET = "local-only-insecure-secret";

/** SPEC §7: the PHR service's access token lives 86400 s, its refresh token 1296000 s (15 days). */
export const PHR_ACCESS_TTL = 86_400;
export const PHR_REFRESH_TTL = 1_296_000;

export class ConfigError extends Error {}

/** Reads `<repo>/.env.local` into process.env (existing variables win), if the file exists. */
export function loadEnvFile(file = path.join(repoRoot, ".env.local")): void {
  if (existsSync(file)) process.loadEnvFile(file);
}

function siteOrigin(siteUrl: string | undefined): string {
  try {
    return new URL(siteUrl || "http://localhost:3000").origin;
  } catch {
    throw new ConfigError(`SITE_URL is not a URL: ${siteUrl}`);
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const production = env.APP_ENV === "production";
  const clientId = env.API_CLIENT_ID || (production ? undefined : LOCAL_CLIENT_ID);
  const clientSecret = env.API_CLIENT_SECRET || (production ? undefined : LOCAL_CLIENT_SECRET);
  if (!clientId || !clientSecret) {
    throw new ConfigError(
      "APP_ENV=production requires API_CLIENT_ID and API_CLIENT_SECRET to be set; refusing to start with local defaults.",
    );
  }
  const tokenSecret =
    env.API_TOKEN_SECRET || createHash("sha256").update(`token-signing:${clientSecret}`).digest("base64url");
  return {
    port: Number(env.PORT) || 4000,
    host: env.HOST || "localhost",
    dataDir: env.DATA_DIR || path.join(repoRoot, "data", "pglite"),
    databaseUrl: env.DATABASE_URL || undefined,
    storageDir: env.STORAGE_DIR || path.join(repoRoot, "backend", "storage", "generated"),
    clientId,
    clientSecret,
    tokenSecret,
    clientTokenTtl: 3600,
    userTokenTtl: 30 * 24 * 3600,
    // The end-to-end tests shorten the access token to see the site refresh it without waiting a day.
    phrAccessTtl: (env.APP_ENV === "test" && Number(env.PHR_ACCESS_TOKEN_TTL)) || PHR_ACCESS_TTL,
    phrRefreshTtl: PHR_REFRESH_TTL,
    responseCacheMs: Number(env.RESPONSE_CACHE_MS) || 0,
    production,
    appEnv: production ? "production" : env.APP_ENV === "test" ? "test" : "development",
    payments: loadPaymentKeys(env, {
      production,
      seed: clientSecret,
      port: Number(env.PORT) || 4000,
      host: env.HOST || "localhost",
    }),
    insurance: loadInsuranceKeys(env),
    siteOrigin: siteOrigin(env.SITE_URL),
  };
}
