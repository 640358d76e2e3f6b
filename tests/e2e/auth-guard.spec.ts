import { expect, type Page } from "@playwright/test";
import { expectNoAxeViolations, VIEWPORTS } from "./helpers/axe";
import { test } from "./helpers/test";

/*
 * Auth guards (issue 4, SPEC §4): protected pages send visitors to the localized sign-in page
 * with the original path remembered and bring them back after sign-in; signed-in visitors leave
 * guest-only pages; return targets are same-origin paths only; a forged x-middleware-subrequest
 * header opens nothing. The header's account link follows the session through the proxy's hint
 * cookie. Uses the seeded demo patient.
 */

type Lang = "ar" | "en";

const PATIENT = { email: "patient@example.com", mobile: "0551234567", password: "Patient#2026" };

const L = {
  en: {
    prefix: "/en",
    home: "/en",
    identifier: "Email or mobile number",
    password: "Password",
    submit: "Sign in",
    profileTitle: "My profile",
    signOut: "Sign out",
    signedOut: "You have signed out successfully.",
    wrongPassword: "Wrong password.",
    invalidIdentifier: "Error in phone number or email.",
    identifierRequired: "Email or mobile number is required",
    identifierInvalid: "Enter a valid email",
    signingYouIn: "Signing you in…",
    signInIncomplete: "We could not complete the sign-in.",
    backToSignIn: "Back to sign in",
    myAccount: "My account",
    doctors: "/en/doctors",
  },
  ar: {
    prefix: "",
    home: "/",
    identifier: "البريد الإلكتروني أو رقم الجوال",
    password: "كلمة المرور",
    submit: "تسجيل الدخول",
    profileTitle: "ملفي الشخصي",
    signOut: "تسجيل الخروج",
    signedOut: "تم تسجيل الخروج بنجاح.",
    wrongPassword: "كلمة المرور خاطئة.",
    invalidIdentifier: "خطأ في رقم الجوال أو البريد الإلكتروني.",
    identifierRequired: "البريد الإلكتروني أو رقم الجوال مطلوب",
    identifierInvalid: "أدخل بريدًا إلكترونيًا صحيحًا",
    signingYouIn: "جارٍ تسجيل دخولك…",
    signInIncomplete: "تعذّر إكمال تسجيل الدخول.",
    backToSignIn: "العودة إلى تسجيل الدخول",
    myAccount: "حسابي",
    doctors: "/الأطباء",
  },
} as const;

function fields(page: Page, lang: Lang) {
  const form = page.locator("main form");
  return {
    identifier: form.getByLabel(L[lang].identifier),
    password: form.getByLabel(L[lang].password, { exact: true }),
    submit: form.getByRole("button", { name: L[lang].submit }),
    alert: form.getByRole("alert"),
  };
}

async function signIn(page: Page, lang: Lang, identifier = PATIENT.email, password = PATIENT.password) {
  const f = fields(page, lang);
  await f.identifier.fill(identifier);
  await f.password.fill(password);
  await f.submit.click();
}

for (const lang of ["ar", "en"] as const) {
  const t = L[lang];

  test.describe(`auth guards (${lang})`, () => {
    test.use({ locale: lang });

    test("an unauthenticated visit to /profile signs in and returns to /profile", async ({ page }) => {
      await page.goto(`${t.prefix}/profile`);
      await expect(page).toHaveURL((url) => url.pathname === `${t.prefix}/sign-in`);
      expect(new URL(page.url()).searchParams.get("callbackUrl")).toBe(`${t.prefix}/profile`);

      await signIn(page, lang);
      await expect(page).toHaveURL((url) => url.pathname === `${t.prefix}/profile`);
      await expect(page.getByRole("heading", { level: 1, name: t.profileTitle })).toBeVisible();
      const details = page.getByTestId("profile-details");
      await expect(details).toContainText(PATIENT.email);
      await expect(details).toContainText(PATIENT.mobile);

      // Signed in: guest-only pages send the visitor home.
      for (const guestPage of ["/sign-in", "/sign-up", "/otp", "/reset-password"]) {
        const response = await page.request.get(`${t.prefix}${guestPage}`, { maxRedirects: 0 });
        expect(response.status(), guestPage).toBe(307);
        expect(new URL(response.headers().location ?? "", page.url()).pathname).toBe(t.home);
      }

      // The session the browser can read carries no backend token.
      const session = await page.request.get("/api/auth/session");
      const body = await session.json();
      expect(body.user.email).toBe(PATIENT.email);
      expect(JSON.stringify(body)).not.toMatch(/backendToken|token/i);

      // Sign out: the sign-in page says so (SPEC §8), and /profile is protected again.
      await page.getByRole("button", { name: t.signOut }).click();
      await expect(page).toHaveURL((url) => url.pathname === `${t.prefix}/sign-in`);
      await expect(page.getByRole("status").filter({ hasText: t.signedOut })).toBeVisible();
      await page.goto(`${t.prefix}/profile`);
      await expect(page).toHaveURL((url) => url.pathname === `${t.prefix}/sign-in`);
    });

    test("the header shows Sign in, then My account once signed in (both locales), then Sign in again", async ({ page, context }) => {
      const other = L[lang === "ar" ? "en" : "ar"];
      const topBar = page.locator("header").first();
      const account = (name: string) => topBar.getByRole("link", { name, exact: true });
      const hint = async () => (await context.cookies()).find((cookie) => cookie.name === "hg_session_hint");

      await page.goto(t.home);
      await expect(account(t.submit)).toHaveAttribute("href", `${t.prefix}/sign-in`);
      await expect(account(t.myAccount)).toHaveCount(0);

      await account(t.submit).click();
      await expect(page).toHaveURL((url) => url.pathname === `${t.prefix}/sign-in`);
      await signIn(page, lang);
      await expect(page).toHaveURL((url) => url.pathname === t.home);
      await expect(account(t.myAccount)).toHaveAttribute("href", `${t.prefix}/profile`);
      await expect(account(t.submit)).toHaveCount(0);
      // A UI hint only: readable by the page, living as long as the session can, never the session itself.
      expect(await hint()).toMatchObject({ value: "1", path: "/", httpOnly: false, sameSite: "Lax" });
      expect((await hint())!.expires * 1000).toBeGreaterThan(Date.now() + 23 * 3600_000);

      // The other locale's static pages show it too (not its home: the root would follow the
      // language cookie that visit leaves).
      await page.goto(other.doctors);
      await expect(account(other.myAccount)).toHaveAttribute("href", `${other.prefix}/profile`);

      await page.goto(t.doctors);
      await account(t.myAccount).click();
      await expect(page).toHaveURL((url) => url.pathname === `${t.prefix}/profile`);
      await expect(page.getByRole("heading", { level: 1, name: t.profileTitle })).toBeVisible();

      await page.getByRole("button", { name: t.signOut }).click();
      await expect(page).toHaveURL((url) => url.pathname === `${t.prefix}/sign-in`);
      await expect(account(t.submit)).toHaveAttribute("href", `${t.prefix}/sign-in`);
      await expect(account(t.myAccount)).toHaveCount(0);
      expect(await hint()).toBeUndefined();
      await page.goto(other.doctors);
      await expect(account(other.submit)).toHaveAttribute("href", `${other.prefix}/sign-in`);
    });

    test("the proxy remembers the full path, query included", async ({ request }) => {
      const response = await request.get(`${t.prefix}/profile?tab=lifestyle`, { maxRedirects: 0 });
      expect(response.status()).toBe(307);
      const location = new URL(response.headers().location ?? "", "http://site.test");
      expect(location.pathname).toBe(`${t.prefix}/sign-in`);
      expect(location.searchParams.get("callbackUrl")).toBe(`${t.prefix}/profile?tab=lifestyle`);
      expect(response.headers()["cache-control"]).toContain("no-store");
    });

    test("sign-in errors are announced and keep what was typed", async ({ page }) => {
      await page.goto(`${t.prefix}/sign-in`);
      const f = fields(page, lang);

      // Keyboard only: Enter submits the empty form; the first invalid field gets focus.
      await f.identifier.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByText(t.identifierRequired)).toBeVisible();
      await expect(f.identifier).toBeFocused();
      await expect(f.identifier).toHaveAttribute("aria-invalid", "true");

      await f.identifier.fill("not-an-email");
      await page.keyboard.press("Enter");
      await expect(page.getByText(t.identifierInvalid)).toBeVisible();

      await signIn(page, lang, PATIENT.email, "Wrong#Password1");
      await expect(f.alert).toHaveText(t.wrongPassword);
      await expect(f.identifier).toHaveValue(PATIENT.email);
      await expect(f.password).toHaveValue("Wrong#Password1");
      await expect(f.password).toBeFocused();

      await signIn(page, lang, "nobody@example.com", "Whatever#2026");
      await expect(f.alert).toHaveText(t.invalidIdentifier);
      await expect(f.identifier).toHaveValue("nobody@example.com");
      await expect(page).toHaveURL((url) => url.pathname === `${t.prefix}/sign-in`);
    });

    test("sign-in by mobile number works too", async ({ page }) => {
      await page.goto(`${t.prefix}/sign-in?callbackUrl=${encodeURIComponent(`${t.prefix}/profile`)}`);
      await signIn(page, lang, PATIENT.mobile);
      await expect(page).toHaveURL((url) => url.pathname === `${t.prefix}/profile`);
    });

    test("the social-login return path says it is signing in, then falls back to sign-in", async ({ page }) => {
      await page.route("**/api/auth/session", async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue();
      });
      await page.goto(`${t.prefix}/login?callbackUrl=${encodeURIComponent(`${t.prefix}/profile`)}`);
      await expect(page.getByRole("status").filter({ hasText: t.signingYouIn })).toBeVisible();
      await expect(page.getByRole("alert").filter({ hasText: t.signInIncomplete })).toBeVisible();
      const back = page.getByRole("link", { name: t.backToSignIn });
      await expect(back).toHaveAttribute("href", `${t.prefix}/sign-in?callbackUrl=${encodeURIComponent(`${t.prefix}/profile`)}`);
    });

    test("a signed-in visitor landing on the social-login return path goes to the stored path", async ({ page }) => {
      await page.goto(`${t.prefix}/sign-in`);
      await signIn(page, lang);
      await expect(page).toHaveURL((url) => url.pathname === t.home);
      await page.evaluate((path) => sessionStorage.setItem("auth:return-path", path), `${t.prefix}/profile`);
      await page.goto(`${t.prefix}/login`);
      await expect(page).toHaveURL((url) => url.pathname === `${t.prefix}/profile`);
    });
  });
}

test.describe("accessibility", () => {
  for (const lang of ["ar", "en"] as const) {
    for (const viewport of VIEWPORTS) {
      // One test per state: each is a page load and a full axe scan, and together they outgrew one test's time.
      test(`axe: sign-in and its errors at ${viewport.width} px (${lang})`, async ({ page }) => {
        const t = L[lang];
        await page.setViewportSize(viewport);
        await page.goto(`${t.prefix}/sign-in`);
        await expectNoAxeViolations(page);
        await signIn(page, lang, PATIENT.email, "Wrong#Password1");
        await expect(fields(page, lang).alert).toHaveText(t.wrongPassword);
        await fields(page, lang).identifier.fill("");
        await fields(page, lang).submit.click();
        await expect(page.getByText(t.identifierRequired)).toBeVisible();
        await expectNoAxeViolations(page);
      });

      test(`axe: the social-login return at ${viewport.width} px (${lang})`, async ({ page }) => {
        const t = L[lang];
        await page.setViewportSize(viewport);
        await page.goto(`${t.prefix}/login`);
        await expect(page.getByText(t.signInIncomplete)).toBeVisible();
        await expectNoAxeViolations(page);
      });

      test(`axe: the profile after signing in at ${viewport.width} px (${lang})`, async ({ page }) => {
        const t = L[lang];
        await page.setViewportSize(viewport);
        await page.goto(`${t.prefix}/sign-in?callbackUrl=${encodeURIComponent(`${t.prefix}/profile`)}`);
        await signIn(page, lang);
        // The profile reads the account outside every cache: its first render took over 10 s under the suite's load.
        await expect(page.getByRole("heading", { level: 1, name: t.profileTitle })).toBeVisible({ timeout: 30_000 });
        await expectNoAxeViolations(page);
      });
    }
  }
});

test.describe("return targets", () => {
  test.use({ locale: "en" });

  for (const evil of ["https://evil.example", "//evil.example/profile", "/\\evil.example"]) {
    test(`sign-in ignores callbackUrl=${evil}`, async ({ page, baseURL }) => {
      await page.goto(`/en/sign-in?callbackUrl=${encodeURIComponent(evil)}`);
      await signIn(page, "en");
      await expect(page).toHaveURL((url) => url.host === new URL(baseURL ?? "").host && url.pathname === "/en");
    });
  }

  test("next-auth's own callback refuses a foreign URL", async ({ page }) => {
    const csrf = await (await page.request.get("/api/auth/csrf")).json();
    const response = await page.request.post("/api/auth/callback/credentials", {
      form: {
        csrfToken: csrf.csrfToken,
        identifier: PATIENT.email,
        password: PATIENT.password,
        callbackUrl: "https://evil.example/steal",
        json: "true",
      },
      maxRedirects: 0,
    });
    const target = response.headers().location ?? (await response.json()).url;
    expect(new URL(target).host).not.toContain("evil");
  });
});

test.describe("forged x-middleware-subrequest", () => {
  const forged = [
    "proxy:proxy:proxy:proxy:proxy",
    "middleware:middleware:middleware:middleware:middleware",
    "src/middleware:src/middleware:src/middleware:src/middleware:src/middleware",
  ];

  for (const lang of ["ar", "en"] as const) {
    test(`opens nothing protected (${lang})`, async ({ request }) => {
      const prefix = L[lang].prefix;
      for (const value of forged) {
        const response = await request.get(`${prefix}/profile`, {
          headers: { "x-middleware-subrequest": value },
          maxRedirects: 0,
        });
        expect(response.status(), value).toBe(307);
        expect(new URL(response.headers().location ?? "", "http://site.test").pathname).toBe(`${prefix}/sign-in`);
        expect(await response.text()).not.toContain(PATIENT.email);
      }
      // Followed through, the visitor sees the sign-in form, never profile data.
      const followed = await request.get(`${prefix}/profile`, { headers: { "x-middleware-subrequest": forged[0]! } });
      expect(await followed.text()).not.toContain(PATIENT.email);
    });
  }
});
