import { expect, type BrowserContext } from "@playwright/test";
import { BACKEND } from "./backend";

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

export type HealthRecordPatient = { national_id: string; medical_record_number: string; password: string; mobile: string; email: string };

/**
 * A new patient of the health-record (PHR) service (the e2e backend's `__test__/phr/patients`),
 * signed into `context` by medical record number through next-auth's PHR provider, with no page.
 * Such an account is linked to its hospital record at once, so the health record's sandbox
 * (backend/src/records/sandbox) answers with this patient's records.
 */
export async function signInByHealthRecord(context: BrowserContext, lang: "ar" | "en" = "ar"): Promise<HealthRecordPatient> {
  const patient = (await (await context.request.post(`${BACKEND}/__test__/phr/patients`)).json()) as HealthRecordPatient;
  const { csrfToken } = (await (await context.request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const answer = await context.request.post("/api/auth/callback/phr", {
    form: { csrfToken, identifier: patient.medical_record_number, password: patient.password, locale: lang, json: "true" },
    maxRedirects: 0,
  });
  expect(answer.status(), await answer.text()).toBeLessThan(400);
  const session = (await (await context.request.get("/api/auth/session")).json()) as { user?: { mobile?: string } };
  expect(session.user?.mobile, "signed in by health record").toBe(patient.mobile);
  return patient;
}
