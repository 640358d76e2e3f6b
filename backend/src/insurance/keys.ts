/**
 * The eligibility exchange's address and credentials, from the environment. Without them no
 * exchange is configured: outside production the sandbox answers, in production insurance is not
 * offered at all (the insurers' list is empty and a booking naming an insurer is refused).
 */
export interface InsuranceKeys {
  /** The exchange's FHIR R4 base URL (NPHIES, or the gateway in front of it). */
  eligibilityUrl: string | undefined;
  /** The bearer token the exchange issued to this provider. */
  eligibilityToken: string | undefined;
  /** This hospital group's provider license at the exchange (FHIR `provider.identifier`). */
  providerLicense: string | undefined;
  /** How long an eligibility call may take before it counts as unanswered. */
  timeoutMs: number;
}

export const INSURANCE_KEY_NAMES = ["INSURANCE_ELIGIBILITY_URL", "INSURANCE_ELIGIBILITY_TOKEN", "INSURANCE_PROVIDER_LICENSE"] as const;

export function loadInsuranceKeys(env: Record<string, string | undefined>): InsuranceKeys {
  return {
    eligibilityUrl: env.INSURANCE_ELIGIBILITY_URL?.replace(/\/$/, "") || undefined,
    eligibilityToken: env.INSURANCE_ELIGIBILITY_TOKEN || undefined,
    providerLicense: env.INSURANCE_PROVIDER_LICENSE || undefined,
    timeoutMs: Number(env.INSURANCE_TIMEOUT_MS) || 10_000,
  };
}

/** All three are needed to ask a real exchange; a partial set counts as none. */
export const exchangeConfigured = (k: InsuranceKeys) => Boolean(k.eligibilityUrl && k.eligibilityToken && k.providerLicense);
