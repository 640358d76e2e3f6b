import { expect, type BrowserContext } from "@playwright/test";

/**
 * Signs `context` in as `patient` through next-auth's own endpoints (its CSRF token, then the
 * credentials callback), with no page: the cookies land in the context, as a sign-in by the form
 * would leave them. Tests that are not about signing in start here; typing into the sign-in form
 * is the business of the sign-in specs (auth-guard.spec.ts, accounts.spec.ts).
 */
export async function signInByRequest(context: BrowserContext, patient: { email: string; password: string }, lang: "ar" | "en" = "ar"): Promise<void> {
  const { csrfToken } = (await (await context.request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const answer = await context.request.post("/api/auth/callback/credentials", {
    form: { csrfToken, identifier: patient.email, password: patient.password, locale: lang, json: "true" },
    maxRedirects: 0,
  });
  expect(answer.status(), await answer.text()).toBeLessThan(400);
  const session = (await (await context.request.get("/api/auth/session")).json()) as { user?: { email?: string } };
  expect(session.user?.email, "signed in").toBe(patient.email);
}
