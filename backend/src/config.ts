import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseEnv } from "node:util";
import { type AppEnv, LOCAL_CLIENT, UnknownAppEnvError, appEnvFrom } from "@/lib/app-env";
import { type PaymentKeys, loadPaymentKeys, missingProviderVariables } from "./payments/keys";
import { INSURANCE_KEY_NAMES, type InsuranceKeys, loadInsuranceKeys } from "./insurance/keys";
import { scryptCost } from "./auth/password";
import { RECORDS_KEY_NAMES, type RecordsKeys, loadRecordsKeys } from "./records/keys";

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
  /** True unless APP_ENV is development or test (unset is production: lib/app-env.ts). */
  production: boolean;
  appEnv: AppEnv;
  /** scrypt's work factor for new password hashes (auth/password.ts: lower only under test). */
  passwordCost: number;
  /** GET /docs and /openapi.json: API_DOCS=on|off, on by default outside production. */
  apiDocs: boolean;
  /** The website's origin (from SITE_URL): the only origin browsers may call the API from. */
  siteOrigin: string;
  /** Payment providers' keys and API addresses (the local sandbox outside production). */
  payments: PaymentKeys;
  /** The insurance eligibility exchange (none: the sandbox outside production, no insurance in production). */
  insurance: InsuranceKeys;
  /** The hospital information system's FHIR server (none: the sandbox outside production, no health record in production). */
  records: RecordsKeys;
}

/** SPEC §7: the PHR service's access token lives 86400 s, its refresh token 1296000 s (15 days). */
export const PHR_ACCESS_TTL = 86_400;
export const PHR_REFRESH_TTL = 1_296_000;

export class ConfigError extends Error {}

/** Whether `value` names development or test; an unknown one is left for loadConfig to refuse. */
function developmentEnv(value: string | undefined): boolean {
  try {
    return appEnvFrom(value) !== "production";
  } catch {
    return false;
  }
}

/**
 * Reads an env file into `env` (existing variables win), if it exists: the one ENV_FILE names, or
 * else the checkout's `.env.local` only when `env` itself says development or test. A production
 * process (APP_ENV=production, or unset) never reads a `.env.local` it finds: a developer's file
 * left in the checkout would hand it APP_ENV=development, and with it the outbox and the sandboxes.
 */
export function loadEnvFile(env: Record<string, string | undefined> = process.env, localFile = path.join(repoRoot, ".env.local")): void {
  const file = env.ENV_FILE || (developmentEnv(env.APP_ENV) ? localFile : undefined);
  if (!file || !existsSync(file)) return;
  for (const [key, value] of Object.entries(parseEnv(readFileSync(file, "utf8")))) {
    if (env[key] === undefined) env[key] = value;
  }
}

function siteOrigin(siteUrl: string | undefined): string {
  try {
    return new URL(siteUrl || "http://localhost:3000").origin;
  } catch {
    throw new ConfigError(`SITE_URL is not a URL: ${siteUrl}`);
  }
}

function appEnv(value: string | undefined): AppEnv {
  try {
    return appEnvFrom(value);
  } catch (err) {
    if (err instanceof UnknownAppEnvError) throw new ConfigError(err.message);
    throw err;
  }
}

/** Production never falls back to the public local client, nor runs with a half-configured provider. */
function refuseWithoutSecrets(env: Record<string, string | undefined>): void {
  const partOf = (names: readonly string[]) => (names.some((name) => env[name]) ? names.filter((name) => !env[name]) : []);
  const problems = [
    ...(["API_CLIENT_ID", "API_CLIENT_SECRET"] as const).filter((name) => !env[name]),
    ...missingProviderVariables(env),
    // A partial set would silently offer no insurance; say what is missing instead.
    ...partOf(INSURANCE_KEY_NAMES),
    ...partOf(RECORDS_KEY_NAMES),
  ];
  if (env.API_CLIENT_SECRET === LOCAL_CLIENT.secret) problems.push("API_CLIENT_SECRET (the public local default)");
  if (problems.length === 0) return;
  const why = env.APP_ENV?.trim() ? "APP_ENV=production" : "APP_ENV is not set, so the backend runs as production and";
  throw new ConfigError(
    `${why} needs real values for: ${problems.join(", ")}. Refusing to start. ` +
      "To run on a developer machine, set APP_ENV=development (npm start and npm run dev do).",
  );
}

function apiDocs(value: string | undefined, production: boolean): boolean {
  if (!value) return !production;
  if (value === "on" || value === "off") return value === "on";
  throw new ConfigError(`API_DOCS=${value} is neither on nor off.`);
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const environment = appEnv(env.APP_ENV);
  const production = environment === "production";
  if (production) refuseWithoutSecrets(env);
  const clientId = env.API_CLIENT_ID || LOCAL_CLIENT.id;
  const clientSecret = env.API_CLIENT_SECRET || LOCAL_CLIENT.secret;
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
    phrAccessTtl: (environment === "test" && Number(env.PHR_ACCESS_TOKEN_TTL)) || PHR_ACCESS_TTL,
    phrRefreshTtl: PHR_REFRESH_TTL,
    responseCacheMs: Number(env.RESPONSE_CACHE_MS) || 0,
    production,
    appEnv: environment,
    passwordCost: scryptCost(environment),
    apiDocs: apiDocs(env.API_DOCS, production),
    payments: loadPaymentKeys(env, {
      production,
      seed: clientSecret,
      port: Number(env.PORT) || 4000,
      host: env.HOST || "localhost",
    }),
    insurance: loadInsuranceKeys(env),
    records: loadRecordsKeys(env, production),
    siteOrigin: siteOrigin(env.SITE_URL),
  };
}
