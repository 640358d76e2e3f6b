import { randomInt } from "node:crypto";
import { expect, request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { TEST_ADDRESS_HEADER } from "../../server/visitor-address.mjs";
import { CONTACT_LIMITS } from "../../backend/src/engagement/rate-limits";
import { newPatient } from "./helpers/booking";
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

test("a new X-Forwarded-For on every message does not get past the contact form's ceiling for one address", async ({ baseURL }) => {
  // Each message names its own phone, so only the address's ceiling (high enough for a carrier's shared
  // address, docs/security.md) can refuse the one past it.
  const ceiling = CONTACT_LIMITS.ip.max;
  const site = await visitor(baseURL);
  const outcomes: string[] = [];
  for (let i = 0; i <= ceiling; i += 1) outcomes.push(await sendContact(site, baseURL, i));
  for (const page of outcomes.slice(0, ceiling)) expect(page).toContain("Thank you for contacting us. We answer within one working day.");
  expect(outcomes[ceiling]).toContain("maximum attempts per minute is 3");
  // Visitors are still counted one by one: another address sends its message.
  const neighbour = await visitor(baseURL);
  expect(await sendContact(neighbour, baseURL, ceiling + 1)).toContain("Thank you for contacting us. We answer within one working day.");
  await neighbour.dispose();
  await site.dispose();
});

test("a new X-Forwarded-For on every try does not lift the sign-in lock on an address", async ({ baseURL, request }) => {
  // The backend locks one account for one address after five tries (LOGIN_LIMITS.perAccountIp; its
  // limits themselves are backend contract tests). Were the site to pass on the address the client
  // wrote, every try below would come from a new one and none would be locked.
  const patient = await newPatient(request);
  const site = await visitor(baseURL);
  const signIn = async (password: string) => {
    const { csrfToken } = (await (await site.get("/api/auth/csrf")).json()) as { csrfToken: string };
    const response = await site.post("/api/auth/callback/credentials", {
      form: { csrfToken, identifier: patient.email, password, locale: "en", json: "true" },
      headers: { "x-forwarded-for": claimedAddress() },
    });
    return new URL(((await response.json()) as { url: string }).url).searchParams.get("error") ?? "";
  };
  for (let attempt = 1; attempt <= 5; attempt += 1) expect(await signIn("not-the-password"), `try ${attempt}`).toBe("wrong_password");
  // Locked: even the right password waits.
  expect(await signIn(patient.password)).toMatch(/^rate_limited/);
  // The owner elsewhere still signs in.
  const owner = await visitor(baseURL);
  const { csrfToken } = (await (await owner.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const answer = await owner.post("/api/auth/callback/credentials", { form: { csrfToken, identifier: patient.email, password: patient.password, locale: "en", json: "true" } });
  expect(new URL(((await answer.json()) as { url: string }).url).searchParams.get("error")).toBeNull();
  await owner.dispose();
  await site.dispose();
});
