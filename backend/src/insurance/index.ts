import type { Deps } from "../http/context";
import { fhirEligibility } from "./fhir";
import { exchangeConfigured } from "./keys";
import { sandboxEligibility } from "./sandbox";
import type { EligibilityProvider } from "./types";

export type * from "./types";
export { EligibilityUnavailable } from "./types";

/**
 * Who answers eligibility: the configured exchange; else, outside production, the sandbox;
 * else nobody, and insurance is not offered.
 */
export function eligibilityProvider(deps: Deps): EligibilityProvider | null {
  const keys = deps.config.insurance;
  if (exchangeConfigured(keys)) return fhirEligibility(keys);
  return deps.config.production ? null : sandboxEligibility(deps.db);
}
