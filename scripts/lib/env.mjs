// Environment for the start, dev, test and bench scripts: one .env.local, read by the site
// (Next loads it) and the backend (it loads it itself).
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const envFile = path.join(root, ".env.local");

// Payment providers' keys: generated locally (the backend's sandbox checks them as the providers
// would); optional in production, where a provider without keys is simply not offered.
const PAYMENT_SECRETS = [
  "MOYASAR_PUBLISHABLE_KEY",
  "MOYASAR_SECRET_KEY",
  "MOYASAR_WEBHOOK_SECRET",
  "FAWRY_SECURE_KEY",
  "TAMARA_API_TOKEN",
  "TAMARA_NOTIFICATION_TOKEN",
];
// Google and Facebook sign-in: locally, both providers are the backend's identity sandbox, which
// accepts these generated clients; in production a provider without its client is not offered.
const SOCIAL_SECRETS = ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET", "FACEBOOK_CLIENT_ID", "FACEBOOK_CLIENT_SECRET"];
const SECRETS = ["API_CLIENT_ID", "API_CLIENT_SECRET", "NEXTAUTH_SECRET", "REVALIDATE_SECRET"];

const LOCAL_PREFIX = { API_CLIENT_ID: "local-", GOOGLE_CLIENT_ID: "local-google-", FACEBOOK_CLIENT_ID: "local-facebook-", MOYASAR_PUBLISHABLE_KEY: "pk_test_", MOYASAR_SECRET_KEY: "sk_test_" };

function parse(text) {
  const out = {};
  for (const line of text.split(/\r?\n/)) {
    const m = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line);
    if (m) out[m[1]] = m[2].replace(/^"(.*)"$/, "$1");
  }
  return out;
}

// lib/app-env.ts's names. The local commands are for a developer's machine, so here unset means
// development (the backend and the site on their own treat unset as production).
const APP_ENVS = ["development", "test", "production"];

export class EnvError extends Error {}

/**
 * Returns the environment the local commands run with: APP_ENV from the process, then .env.local,
 * then `development` (so an .env.local from before APP_ENV was written still starts). Outside
 * production, missing secrets are generated once into .env.local (git-ignored) with
 * APP_ENV=development; with APP_ENV=production it refuses to start without real ones.
 */
export function localEnv({ file = envFile, environment = process.env } = {}) {
  const fromFile = existsSync(file) ? parse(readFileSync(file, "utf8")) : {};
  const appEnv = (environment.APP_ENV || fromFile.APP_ENV || "development").trim();
  if (!APP_ENVS.includes(appEnv)) {
    throw new EnvError(`APP_ENV=${appEnv} is not one of ${APP_ENVS.join(", ")}. Locally, use APP_ENV=development.`);
  }
  const production = appEnv === "production";
  const merged = { ...fromFile, ...environment, APP_ENV: appEnv };
  const missing = [...SECRETS, ...(production ? [] : [...PAYMENT_SECRETS, ...SOCIAL_SECRETS])].filter((k) => !merged[k]);
  if (missing.length > 0) {
    if (production) throw new EnvError(`APP_ENV=production needs real values for: ${missing.join(", ")}. Refusing to start.`);
    const generated = Object.fromEntries(
      missing.map((k) => [k, `${LOCAL_PREFIX[k] ?? ""}${randomBytes(k.endsWith("_CLIENT_ID") ? 6 : 32).toString("hex")}`]),
    );
    // APP_ENV first, so whoever opens the file sees what kind of machine it is for.
    const lines = Object.entries({ APP_ENV: fromFile.APP_ENV || "development", ...fromFile, ...generated }).map(([k, v]) => `${k}=${v}`);
    writeFileSync(file, `# Generated for this machine only; never commit.\n${lines.join("\n")}\n`, { mode: 0o600 });
    Object.assign(merged, generated);
    console.log(`Generated local secrets in ${path.basename(file)}: ${missing.join(", ")}`);
  }
  return merged;
}

/** localEnv() for the start, dev, test and bench scripts: a refusal ends the command with its reason. */
export function ensureEnv() {
  try {
    return localEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
