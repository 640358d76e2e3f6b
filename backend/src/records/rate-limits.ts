import type { Limit } from "../platform/rate-limit";

/**
 * Limits of the health record. Reads are generous (a patient clicks through six tabs and a child's
 * too, and a trend is one read per test) but bound what one account or one address can pull out of
 * the HIS; an address may be a mobile carrier's NAT with many patients behind it, so its ceiling is
 * several patients' worth. Linking sends an SMS and names an ID: few per account and address.
 */
export const RECORDS_LIMITS = {
  readsPerAccount: { name: "records-read:account", max: 120, windowSeconds: 600 } satisfies Limit,
  readsPerIp: { name: "records-read:ip", max: 1_200, windowSeconds: 600 } satisfies Limit,
  linkPerAccount: { name: "records-link:account", max: 5, windowSeconds: 3600 } satisfies Limit,
  linkPerIp: { name: "records-link:ip", max: 60, windowSeconds: 3600 } satisfies Limit,
};
