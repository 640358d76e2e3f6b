import { expect, type BrowserContext, type Page } from "@playwright/test";
import { expectStepAccessible } from "./helpers/axe";
import { BACKEND } from "./helpers/backend";
import { waitForRuntime } from "./helpers/runtime";
import { test } from "./helpers/test";
import { testNetworkAddress } from "./helpers/visitor";
import { TEST_ADDRESS_HEADER } from "../../server/visitor-address.mjs";

/*
 * The health-record (PHR) sign-in (issue 18): national ID or medical record number on the sign-in
 * page's second tab; the session renews its access token before it expires (the e2e backend issues
 * them for 12 s, PHR_ACCESS_TOKEN_TTL in scripts/test.mjs, so renewal starts after 6 s) and ends
 * when the refresh token is gone. The site renews on its server, in real time: no page clock can
 * shorten the wait, so the test waits half a token's life once, for two sessions side by side —
 * one through the form in Arabic by national ID, renewed; one in English by medical record number,
 * signed in through next-auth's endpoints, whose refresh token is revoked, ended. axe at 375 and
 * 1280 px on the form's errors and on the ended session.
 */

/** Half the test access token's life, plus a little: from then on the site renews it. */
const RENEWAL_STARTS_MS = 6_500;

const L = {
  ar: {
    prefix: "",
    tab: "الملف الصحي",
    identifier: "رقم الهوية أو رقم الملف الطبي",
    password: "كلمة المرور",
    submit: "تسجيل الدخول",
    wrongPassword: "كلمة المرور خاطئة.",
    profileTitle: "ملفي الشخصي",
    invalid: "أدخل رقم هوية (10 أرقام تبدأ بـ 1 أو 2) أو رقم ملف طبي (من 6 إلى 9 أرقام).",
  },
  en: {
    prefix: "/en",
    sessionEnded: "Your session has ended. Please sign in again.",
  },
} as const;

type PhrPatient = { national_id: string; medical_record_number: string; password: string; mobile: string };

async function sessionCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name.endsWith("next-auth.session-token"))?.value;
}

async function phrPatient(page: Page): Promise<PhrPatient> {
  return (await (await page.request.post(`${BACKEND}/__test__/phr/patients`)).json()) as PhrPatient;
}

test("health-record sign-in: the access token is renewed (ar, national ID, by the form), and a session without its refresh token ends (en, medical record number)", async ({ page, browser, baseURL }) => {
  // Half an access token's life (6.5 s) on top of two sign-ins, two protected pages and two axe checks.
  test.setTimeout(60_000);
  const t = L.ar;
  const [renewed, revoked] = await Promise.all([phrPatient(page), phrPatient(page)]);
  const profilePath = `${t.prefix}/profile`;

  await page.goto(`${t.prefix}/sign-in?callbackUrl=${encodeURIComponent(profilePath)}`);
  await waitForRuntime(page);
  const tab = page.getByRole("tab", { name: t.tab });
  await tab.click();
  await expect(tab).toHaveAttribute("aria-selected", "true");
  const panel = page.getByRole("tabpanel", { name: t.tab });
  await panel.getByLabel(t.identifier).fill("12345");
  await panel.getByRole("button", { name: t.submit }).click();
  await expect(panel.getByText(t.invalid)).toBeVisible();
  await panel.getByLabel(t.identifier).fill(renewed.national_id);
  await panel.getByLabel(t.password, { exact: true }).fill("Wrong#2026");
  await panel.getByRole("button", { name: t.submit }).click();
  await expect(panel.getByRole("alert").filter({ hasText: t.wrongPassword })).toBeVisible();
  await expectStepAccessible(page, "main");

  // The second session: English, by medical record number, its refresh token revoked at once.
  const other = await browser.newContext({ baseURL, locale: "en", extraHTTPHeaders: { [TEST_ADDRESS_HEADER]: testNetworkAddress() } });
  const { csrfToken } = (await (await other.request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const answer = await other.request.post("/api/auth/callback/phr", {
    form: { csrfToken, identifier: revoked.medical_record_number, password: revoked.password, locale: "en", json: "true" },
    maxRedirects: 0,
  });
  expect(answer.status(), await answer.text()).toBeLessThan(400);
  const otherSignedInAt = Date.now();
  const otherSession = (await (await other.request.get("/api/auth/session")).json()) as { user?: { mobile?: string } };
  expect(otherSession.user?.mobile).toBe(revoked.mobile);
  expect((await page.request.post(`${BACKEND}/__test__/phr/revoke`, { data: { national_id: revoked.national_id } })).ok()).toBe(true);

  await panel.getByLabel(t.password, { exact: true }).fill(renewed.password);
  await panel.getByRole("button", { name: t.submit }).click();
  await expect(page).toHaveURL((url) => url.pathname === profilePath);
  const signedInAt = Date.now();
  await expect(page.getByRole("heading", { level: 1, name: t.profileTitle })).toBeVisible();
  await expect(page.getByTestId("profile-details")).toContainText(renewed.mobile);
  const first = await sessionCookie(page.context());

  // Past half its life the access token is renewed on the way to a protected page.
  const visited: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await page.waitForTimeout(Math.max(0, Math.max(signedInAt, otherSignedInAt) + RENEWAL_STARTS_MS - Date.now()));
  await page.goto(profilePath);
  await expect(page).toHaveURL((url) => url.pathname === profilePath);
  await expect(page.getByTestId("profile-details")).toContainText(renewed.mobile);
  expect(visited).toContain(`${t.prefix}/login`);
  expect(await sessionCookie(page.context())).not.toBe(first);
  const session = (await (await page.request.get("/api/auth/session")).json()) as { user?: unknown };
  expect(session.user).toBeTruthy();
  expect(JSON.stringify(session)).not.toMatch(/token/i);

  // Without its refresh token, the renewal signs the other patient out, and says so in English.
  const ended = await other.newPage();
  await ended.goto(`${L.en.prefix}/profile`);
  await expect(ended.getByRole("alert").filter({ hasText: L.en.sessionEnded })).toBeVisible();
  expect(await sessionCookie(other)).toBeUndefined();
  await expectStepAccessible(ended, "main");
  await other.close();
});

test.describe("the health-record tab's form, its code unreachable", () => {
  // The site's service worker fetches code itself, where page.route cannot reach its requests.
  test.use({ serviceWorkers: "block" });

  test("the health-record tab says so when its form's code cannot be fetched, and fetches it again on the press of its button (en)", async ({ page }) => {
    await page.goto("/en/sign-in");
    await waitForRuntime(page);
    // From here on, no more of the site's code arrives: the tab's form has to say so.
    const blocked = "**/_next/static/chunks/**";
    await page.route(blocked, (route) => route.abort("internetdisconnected"));
    const tab = page.getByRole("tab", { name: "Health record" });
    await tab.click();
    const panel = page.getByRole("tabpanel", { name: "Health record" });
    await expect(panel.getByRole("alert")).toHaveText(/The sign-in form could not load\. Check your connection and try again\./);
    // The other tab's form is still there to use.
    await page.getByRole("tab", { name: "Email or mobile" }).click();
    await expect(page.getByRole("tabpanel", { name: "Email or mobile" }).getByLabel("Password", { exact: true })).toBeVisible();
    // Back on the tab it still says so, with its button to fetch the code again.
    await tab.click();
    await expect(panel.getByRole("button", { name: "Try again" })).toBeVisible();
    await page.unroute(blocked);
    await panel.getByRole("button", { name: "Try again" }).click();
    await expect(panel.getByLabel("National ID or medical record number")).toBeVisible();
    await expect(panel.getByText("The sign-in form could not load", { exact: false })).toHaveCount(0);
  });

  test("the health-record tab says so when its form's words cannot be read (/api/sign-in-form), and reads them again at once on the press of its button (en)", async ({ page }) => {
    await page.goto("/en/sign-in");
    await waitForRuntime(page);
    const words = "**/api/sign-in-form?*";
    await page.route(words, (route) => route.abort("internetdisconnected"));
    await page.getByRole("tab", { name: "Health record" }).click();
    const panel = page.getByRole("tabpanel", { name: "Health record" });
    await expect(panel.getByRole("alert")).toHaveText(/The sign-in form could not load\. Check your connection and try again\./);
    await page.unroute(words);
    // Pressed within the seconds a failed read is otherwise kept for: the visitor's press reads again.
    await panel.getByRole("button", { name: "Try again" }).click();
    await expect(panel.getByLabel("National ID or medical record number")).toBeVisible();
  });
});
