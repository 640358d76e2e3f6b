import { expect, request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { fetchPage } from "./helpers/html";
import { test } from "./helpers/test";
import { testNetworkAddress } from "./helpers/visitor";
import { TEST_ADDRESS_HEADER } from "../../server/visitor-address.mjs";

/*
 * Auth guards as a response shows them, no browser (issue 4, SPEC §4): the proxy sends visitors of
 * protected pages to the localized sign-in page with the original path remembered, and signed-in
 * visitors away from guest-only pages; return targets are same-origin paths only; a forged
 * x-middleware-subrequest header opens nothing; signing out ends the session the page can read.
 * The form, the header and the social-login return are walked in a browser in auth-guard.spec.ts.
 */

const PATIENT = { email: "patient@example.com", mobile: "0551234567", password: "Patient#2026" };
const PREFIX = { ar: "", en: "/en" } as const;
const HOME = { ar: "/", en: "/en" } as const;
const LANGS = ["ar", "en"] as const;

/** A visitor of its own: its own cookies, its own address for the per-address limits. */
async function visitor(baseURL: string | undefined): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { [TEST_ADDRESS_HEADER]: testNetworkAddress() } });
}

/** Posts the credentials as the sign-in form does (next-auth's CSRF token, then its callback); answers the URL next-auth sends the form to. */
async function postSignIn(site: APIRequestContext, identifier: string, password: string, extra: Record<string, string> = {}): Promise<URL> {
  const { csrfToken } = (await (await site.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const answer = await site.post("/api/auth/callback/credentials", {
    form: { csrfToken, identifier, password, locale: "en", json: "true", ...extra },
    maxRedirects: 0,
  });
  return new URL(answer.headers().location ?? ((await answer.json()) as { url: string }).url);
}

const sessionOf = async (site: APIRequestContext) => (await (await site.get("/api/auth/session")).json()) as { user?: { email?: string } };

test("signed out, a protected page sends the visitor to the localized sign-in, remembering the full path and query, never cached (ar, en)", async ({ request }) => {
  for (const lang of LANGS) {
    for (const path of [`${PREFIX[lang]}/profile`, `${PREFIX[lang]}/profile?tab=lifestyle`]) {
      const { response } = await fetchPage(request, path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(307);
      const location = new URL(response.headers().location ?? "", "http://site.test");
      expect(location.pathname, path).toBe(`${PREFIX[lang]}/sign-in`);
      expect(location.searchParams.get("callbackUrl"), path).toBe(path);
      expect(response.headers()["cache-control"], path).toContain("no-store");
    }
  }
});

test("signed in, every guest-only page sends the visitor home, the session the page can read carries no backend token, and signing out protects the profile again (ar, en)", async ({ baseURL }) => {
  const site = await visitor(baseURL);
  expect((await postSignIn(site, PATIENT.email, PATIENT.password)).searchParams.get("error")).toBeNull();
  for (const lang of LANGS) {
    for (const guestPage of ["/sign-in", "/sign-up", "/otp", "/reset-password"]) {
      const response = await site.get(`${PREFIX[lang]}${guestPage}`, { maxRedirects: 0 });
      expect(response.status(), `${lang} ${guestPage}`).toBe(307);
      expect(new URL(response.headers().location ?? "", "http://site.test").pathname, `${lang} ${guestPage}`).toBe(HOME[lang]);
    }
    expect((await site.get(`${PREFIX[lang]}/profile`, { maxRedirects: 0 })).status(), lang).toBe(200);
  }
  const session = await sessionOf(site);
  expect(session.user?.email).toBe(PATIENT.email);
  expect(JSON.stringify(session)).not.toMatch(/backendToken|token/i);

  const { csrfToken } = (await (await site.get("/api/auth/csrf")).json()) as { csrfToken: string };
  expect((await site.post("/api/auth/signout", { form: { csrfToken, json: "true" } })).ok()).toBe(true);
  expect((await sessionOf(site)).user).toBeUndefined();
  for (const lang of LANGS) {
    const response = await site.get(`${PREFIX[lang]}/profile`, { maxRedirects: 0 });
    expect(response.status(), lang).toBe(307);
    expect(new URL(response.headers().location ?? "", "http://site.test").pathname, lang).toBe(`${PREFIX[lang]}/sign-in`);
  }
  await site.dispose();
});

test("the sign-in page a sign-out opens says so, in each language (SPEC §8)", async ({ request }) => {
  for (const [lang, text] of [["ar", "تم تسجيل الخروج بنجاح."], ["en", "You have signed out successfully."]] as const) {
    const { doc } = await fetchPage(request, `${PREFIX[lang]}/sign-in?signed_out=1`);
    expect(doc.querySelector("main [role=status]")?.textContent?.trim(), lang).toBe(text);
  }
  const { doc } = await fetchPage(request, "/en/sign-in");
  expect(doc.querySelector("main [role=status]")).toBeNull();
});

test("a mobile number signs in as the email does", async ({ baseURL }) => {
  const site = await visitor(baseURL);
  expect((await postSignIn(site, PATIENT.mobile, PATIENT.password)).searchParams.get("error")).toBeNull();
  expect((await sessionOf(site)).user?.email).toBe(PATIENT.email);
  await site.dispose();
});

test("the sign-in form is never handed another site as its return path, and next-auth's own callback refuses one", async ({ request, baseURL }) => {
  // The form goes, once signed in, to the return path the page hands it (components/account/
  // sign-in-form-client.tsx): for another site's, the page hands the home page.
  for (const evil of ["https://evil.example", "//evil.example/profile", "/\\evil.example"]) {
    const { html } = await fetchPage(request, `/en/sign-in?callbackUrl=${encodeURIComponent(evil)}`);
    const given = [...html.matchAll(/callbackUrl\\?"\s*:\s*\\?"([^"\\]*)/g)].map((match) => match[1]!);
    expect(given.length, evil).toBeGreaterThan(0);
    for (const path of given) expect(path, evil).toBe("/en");
  }

  const site = await visitor(baseURL);
  const target = await postSignIn(site, PATIENT.email, PATIENT.password, { callbackUrl: "https://evil.example/steal" });
  expect(target.host).not.toContain("evil");
  await site.dispose();
});

test("a forged x-middleware-subrequest header opens nothing protected (ar, en)", async ({ request }) => {
  const forged = [
    "proxy:proxy:proxy:proxy:proxy",
    "middleware:middleware:middleware:middleware:middleware",
    "src/middleware:src/middleware:src/middleware:src/middleware:src/middleware",
  ];
  for (const lang of LANGS) {
    const prefix = PREFIX[lang];
    for (const value of forged) {
      const { response, html } = await fetchPage(request, `${prefix}/profile`, { headers: { "x-middleware-subrequest": value }, maxRedirects: 0 });
      expect(response.status(), value).toBe(307);
      expect(new URL(response.headers().location ?? "", "http://site.test").pathname).toBe(`${prefix}/sign-in`);
      expect(html).not.toContain(PATIENT.email);
    }
    // Followed through, the visitor sees the sign-in form, never profile data.
    const followed = await fetchPage(request, `${prefix}/profile`, { headers: { "x-middleware-subrequest": forged[0]! } });
    expect(followed.html).not.toContain(PATIENT.email);
  }
});
