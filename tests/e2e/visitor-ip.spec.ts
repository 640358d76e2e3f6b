import { randomInt } from "node:crypto";
import { expect, request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { TEST_ADDRESS_HEADER } from "../../server/visitor-address.mjs";
import { test } from "./helpers/test";

/*
 * Issue 38: the per-IP limits count the address the request really came from, not an
 * X-Forwarded-For the client wrote. The e2e site trusts no proxy (TRUSTED_PROXY_HOPS unset), so any
 * such header must be ignored. Every test here is one visitor at an address of its own (the test
 * header stands for the connection's address, server/visitor-address.mjs), so the counts of other
 * tests, all from the loopback, never meet these.
 */

const visitorAddress = () => `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;
const claimedAddress = () => `203.0.113.${randomInt(1, 255)}, 10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

async function visitor(baseURL: string | undefined): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { [TEST_ADDRESS_HEADER]: visitorAddress() } });
}

/** Sends one contact message without JavaScript and reads the answer page it leads to. */
async function sendContact(site: APIRequestContext, baseURL: string | undefined, i: number): Promise<string> {
  const origin = new URL(baseURL!).origin;
  const sent = await site.post("/api/forms/contact", {
    form: {
      _locale: "en",
      unit: "",
      name: "Sara Ahmed",
      // Each message from its own phone, so only the per-IP limit can refuse one.
      phone: `0557${String(randomInt(0, 1_000_000)).padStart(6, "0")}`,
      email: `ip-${i}-${randomInt(0, 1e9)}@example.com`,
      subject: "Visiting hours",
      message: `When may I visit? (${i})`,
    },
    headers: { origin, referer: `${origin}/en/contact-us`, "x-forwarded-for": claimedAddress() },
    maxRedirects: 0,
  });
  expect(sent.status()).toBe(303);
  // The answer page shows the outcome the post left in its flash cookie.
  return (await site.get("/en/forms/contact")).text();
}

test("a new X-Forwarded-For on every message does not get past the contact form's 3 a minute", async ({ baseURL }) => {
  const site = await visitor(baseURL);
  const outcomes: string[] = [];
  for (let i = 0; i < 4; i += 1) outcomes.push(await sendContact(site, baseURL, i));
  for (const page of outcomes.slice(0, 3)) expect(page).toContain("Thank you for contacting us. We answer within one working day.");
  expect(outcomes[3]).toContain("maximum attempts per minute is 3");
  // Visitors are still counted one by one: another address sends its message.
  const neighbour = await visitor(baseURL);
  expect(await sendContact(neighbour, baseURL, 4)).toContain("Thank you for contacting us. We answer within one working day.");
  await neighbour.dispose();
  await site.dispose();
});

test("a new X-Forwarded-For on every try does not lift the sign-in lock on an IP", async ({ baseURL }) => {
  test.setTimeout(120_000);
  const site = await visitor(baseURL);
  const { csrfToken } = (await (await site.get("/api/auth/csrf")).json()) as { csrfToken: string };
  // Wrong tries on accounts that do not exist count against the IP only (each identifier is new).
  // The IP allows a few dozen failures in fifteen minutes; well past that, it must be locked.
  let lockedAfter = 0;
  for (let attempt = 1; attempt <= 60 && !lockedAfter; attempt += 1) {
    const response = await site.post("/api/auth/callback/credentials", {
      form: { csrfToken, identifier: `nobody-${attempt}-${randomInt(0, 1e9)}@example.com`, password: "not-the-password", locale: "en", json: "true" },
      headers: { "x-forwarded-for": claimedAddress() },
    });
    const { url } = (await response.json()) as { url: string };
    const error = new URL(url).searchParams.get("error") ?? "";
    if (error.startsWith("rate_limited")) lockedAfter = attempt;
    else expect(error).toBe("invalid_identifier");
  }
  expect(lockedAfter, "the IP was never locked").toBeGreaterThan(0);
  await site.dispose();
});
