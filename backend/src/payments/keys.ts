import { createHash } from "node:crypto";

/**
 * Provider credentials, from the environment. Outside production, missing keys are derived from
 * the local client secret (npm start also writes generated ones to .env.local) and every provider
 * is the local sandbox. In production a provider without its keys and API address is simply not
 * offered: the module never talks to the sandbox there.
 */
export interface PaymentKeys {
  /** Public origin of this backend, for the sandbox's hosted pages (http://localhost:4000). */
  publicUrl: string;
  /** Provider API bases; undefined: the in-process sandbox (development and tests). */
  moyasarApiUrl: string | undefined;
  fawryApiUrl: string | undefined;
  tamaraApiUrl: string | undefined;
  /** Moyasar keeps the publishable key (card form in the browser) apart from the secret key (server). */
  moyasarPublishableKey: string | undefined;
  moyasarSecretKey: string | undefined;
  /** The shared secret Moyasar puts in every webhook's `secret_token`. */
  moyasarWebhookSecret: string | undefined;
  fawryMerchantCode: string | undefined;
  fawrySecureKey: string | undefined;
  tamaraApiToken: string | undefined;
  /** Signs the JWT Tamara sends as `tamaraToken`. */
  tamaraNotificationToken: string | undefined;
  /** Minutes a Fawry reference stays payable. */
  fawryExpiryMinutes: number;
  /** How long a call to a provider's API may take before it counts as failed. */
  providerTimeoutMs: number;
  sandbox: boolean;
}

export const PAYMENT_KEY_NAMES = [
  "MOYASAR_PUBLISHABLE_KEY",
  "MOYASAR_SECRET_KEY",
  "MOYASAR_WEBHOOK_SECRET",
  "FAWRY_MERCHANT_CODE",
  "FAWRY_SECURE_KEY",
  "TAMARA_API_TOKEN",
  "TAMARA_NOTIFICATION_TOKEN",
] as const;

/**
 * Each provider's variables in production. A provider none of them names is simply not offered;
 * one that names some must name all, or it would be silently not offered (or half-configured).
 */
const PRODUCTION_PROVIDER_VARIABLES = [
  ["MOYASAR_API_URL", "MOYASAR_PUBLISHABLE_KEY", "MOYASAR_SECRET_KEY", "MOYASAR_WEBHOOK_SECRET"],
  ["FAWRY_API_URL", "FAWRY_MERCHANT_CODE", "FAWRY_SECURE_KEY"],
  ["TAMARA_API_URL", "TAMARA_API_TOKEN", "TAMARA_NOTIFICATION_TOKEN"],
] as const;

/** The variables a production deployment still lacks for the payment providers it started to configure. */
export function missingProviderVariables(env: Record<string, string | undefined>): string[] {
  return PRODUCTION_PROVIDER_VARIABLES.flatMap((names) =>
    names.some((name) => env[name]) ? names.filter((name) => !env[name]) : [],
  );
}

const derived = (seed: string, name: string, prefix = "") =>
  prefix + createHash("sha256").update(`payments:${name}:${seed}`).digest("hex").slice(0, 32);

export function loadPaymentKeys(
  env: Record<string, string | undefined>,
  options: { production: boolean; seed: string; port: number; host: string },
): PaymentKeys {
  const local = (name: (typeof PAYMENT_KEY_NAMES)[number], prefix = "") =>
    env[name] || (options.production ? undefined : derived(options.seed, name, prefix));
  return {
    publicUrl: (env.PAYMENTS_PUBLIC_URL || `http://${options.host}:${options.port}`).replace(/\/$/, ""),
    moyasarApiUrl: env.MOYASAR_API_URL || undefined,
    fawryApiUrl: env.FAWRY_API_URL || undefined,
    tamaraApiUrl: env.TAMARA_API_URL || undefined,
    moyasarPublishableKey: local("MOYASAR_PUBLISHABLE_KEY", "pk_test_"),
    moyasarSecretKey: local("MOYASAR_SECRET_KEY", "sk_test_"),
    moyasarWebhookSecret: local("MOYASAR_WEBHOOK_SECRET"),
    fawryMerchantCode: env.FAWRY_MERCHANT_CODE || (options.production ? undefined : "SANDBOX-MERCHANT"),
    fawrySecureKey: local("FAWRY_SECURE_KEY"),
    tamaraApiToken: local("TAMARA_API_TOKEN"),
    tamaraNotificationToken: local("TAMARA_NOTIFICATION_TOKEN"),
    fawryExpiryMinutes: Number(env.FAWRY_EXPIRY_MINUTES) || 48 * 60,
    providerTimeoutMs: Number(env.PAYMENT_PROVIDER_TIMEOUT_MS) || 15_000,
    sandbox: !options.production,
  };
}
