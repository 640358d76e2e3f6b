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

/**
 * Returns the environment the project runs with. Locally, missing secrets are generated once into
 * .env.local (git-ignored); a deployment marked APP_ENV=production refuses to start without real ones.
 */
export function ensureEnv() {
  const production = process.env.APP_ENV === "production";
  const fromFile = existsSync(envFile) ? parse(readFileSync(envFile, "utf8")) : {};
  const merged = { ...fromFile, ...process.env };
  const missing = [...SECRETS, ...(production ? [] : [...PAYMENT_SECRETS, ...SOCIAL_SECRETS])].filter((k) => !merged[k]);
  if (missing.length > 0) {
    if (production) {
      console.error(`APP_ENV=production needs real values for: ${missing.join(", ")}. Refusing to start.`);
      process.exit(1);
    }
    const generated = Object.fromEntries(
      missing.map((k) => [k, `${LOCAL_PREFIX[k] ?? ""}${randomBytes(k.endsWith("_CLIENT_ID") ? 6 : 32).toString("hex")}`]),
    );
    const lines = Object.entries({ ...fromFile, ...generated }).map(([k, v]) => `${k}=${v}`);
    writeFileSync(envFile, `# Generated for this machine only; never commit.\n${lines.join("\n")}\n`, { mode: 0o600 });
    Object.assign(merged, generated);
    console.log(`Generated local secrets in .env.local: ${missing.join(", ")}`);
  }
  return merged;
}
