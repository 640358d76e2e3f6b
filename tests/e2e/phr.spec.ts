import { expect, type Page } from "@playwright/test";
import { expectNoAxeViolationsAtRest } from "./helpers/axe";
import { BACKEND } from "./helpers/backend";
import { waitForRuntime } from "./helpers/runtime";
import { test } from "./helpers/test";

/*
 * The health-record (PHR) sign-in (issue 18): national ID or medical record number on the sign-in
 * page's second tab; the session renews its access token before it expires (the e2e backend issues
 * them for 12 s, PHR_ACCESS_TOKEN_TTL in scripts/test.mjs, so renewal starts after 6 s) and ends
 * when the refresh token is gone. Both languages, axe at 375 and 1280 px.
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
    sessionEnded: "انتهت جلستك. يُرجى تسجيل الدخول مرة أخرى.",
    invalid: "أدخل رقم هوية (10 أرقام تبدأ بـ 1 أو 2) أو رقم ملف طبي (من 6 إلى 9 أرقام).",
  },
  en: {
    prefix: "/en",
    tab: "Health record",
    identifier: "National ID or medical record number",
    password: "Password",
    submit: "Sign in",
    wrongPassword: "Wrong password.",
    profileTitle: "My profile",
    sessionEnded: "Your session has ended. Please sign in again.",
    invalid: "Enter a national ID (10 digits starting with 1 or 2) or a medical record number (6 to 9 digits).",
  },
} as const;

async function sessionCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((c) => c.name.endsWith("next-auth.session-token"))?.value;
}

for (const lang of ["ar", "en"] as const) {
  const t = L[lang];

  test(`health-record sign-in (${lang}): the access token is renewed, and the session ends without its refresh token`, async ({ page }) => {
    test.setTimeout(90_000);
    const patient = (await (await page.request.post(`${BACKEND}/__test__/phr/patients`)).json()) as {
      national_id: string;
      medical_record_number: string;
      password: string;
      mobile: string;
    };
    const identifier = lang === "ar" ? patient.national_id : patient.medical_record_number;
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
    await panel.getByLabel(t.identifier).fill(identifier);
    await panel.getByLabel(t.password, { exact: true }).fill("Wrong#2026");
    await panel.getByRole("button", { name: t.submit }).click();
    await expect(panel.getByRole("alert").filter({ hasText: t.wrongPassword })).toBeVisible();
    await expectNoAxeViolationsAtRest(page);

    await panel.getByLabel(t.password, { exact: true }).fill(patient.password);
    await panel.getByRole("button", { name: t.submit }).click();
    await expect(page).toHaveURL((url) => url.pathname === profilePath);
    const signedInAt = Date.now();
    await expect(page.getByRole("heading", { level: 1, name: t.profileTitle })).toBeVisible();
    await expect(page.getByTestId("profile-details")).toContainText(patient.mobile);
    const first = await sessionCookie(page);

    // Past half its life the access token is renewed on the way to a protected page.
    const visited: string[] = [];
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.waitForTimeout(Math.max(0, signedInAt + RENEWAL_STARTS_MS - Date.now()));
    await page.goto(profilePath);
    await expect(page).toHaveURL((url) => url.pathname === profilePath);
    const renewedAt = Date.now();
    await expect(page.getByTestId("profile-details")).toContainText(patient.mobile);
    expect(visited).toContain(`${t.prefix}/login`);
    expect(await sessionCookie(page)).not.toBe(first);
    const session = (await (await page.request.get("/api/auth/session")).json()) as { user?: unknown };
    expect(session.user).toBeTruthy();
    expect(JSON.stringify(session)).not.toMatch(/token/i);

    // Without its refresh token, the next renewal signs the patient out.
    expect((await page.request.post(`${BACKEND}/__test__/phr/revoke`, { data: { national_id: patient.national_id } })).ok()).toBe(true);
    await page.waitForTimeout(Math.max(0, renewedAt + RENEWAL_STARTS_MS - Date.now()));
    await page.goto(profilePath);
    await expect(page.getByRole("alert").filter({ hasText: t.sessionEnded })).toBeVisible();
    expect(await sessionCookie(page)).toBeUndefined();
    await expectNoAxeViolationsAtRest(page);
  });
}
