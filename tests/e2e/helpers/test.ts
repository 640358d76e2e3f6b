import { type BrowserContext, test as base } from "@playwright/test";
import { testNetworkAddress } from "./visitor";
import { TEST_ADDRESS_HEADER } from "../../../server/visitor-address.mjs";

/**
 * Playwright's `test`, with each test's browser context a visitor of its own address. The site and
 * the backend count per address (holds 10 in 10 minutes, codes 30 an hour, sign-ins, forms), and
 * every test connects from the loopback: since a tap on a card's time holds it, the suite's taps
 * and sign-ups alone spent those allowances and later tests were refused. A test that needs a
 * particular address sets its own header, which takes precedence.
 */
export const test = base.extend({
  context: async ({ context }, provide) => {
    await asNewVisitor(context);
    await provide(context);
  },
});

/** Gives `context` an address of its own from now on (the accessibility sweep's tab, before each page). */
export function asNewVisitor(context: BrowserContext): Promise<void> {
  return context.setExtraHTTPHeaders({ [TEST_ADDRESS_HEADER]: testNetworkAddress() });
}
