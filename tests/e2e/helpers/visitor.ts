import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import { TEST_ADDRESS_HEADER } from "../../../server/visitor-address.mjs";

/** An address of the benchmarking network (RFC 2544), never a real visitor's. */
export function testNetworkAddress(): string {
  return `198.19.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/**
 * This page's visitor comes from an address of its own. The site counts the connection's address
 * (the loopback for every test) against per-address limits such as 30 codes an hour; with
 * APP_ENV=test the test header stands in for it (server/visitor-address.mjs). Without it, the
 * suite's sign-ups, resets and first social sign-ins together spend the loopback's allowance.
 */
export async function ownAddress(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders({ [TEST_ADDRESS_HEADER]: testNetworkAddress() });
}
