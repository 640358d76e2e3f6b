import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { expectAccessibleAtBothWidths } from "./helpers/axe";
import { BACKEND, L, type Lang, appToken, newPatient, openBooking, saudiDoctor, visitorFrom } from "./helpers/booking";
import { tabTo } from "./helpers/keyboard";
import { waitForRuntime } from "./helpers/runtime";
import { signInByRequest } from "./helpers/session";
import { test } from "./helpers/test";

/*
 * The earlier-slot alert through the site, in both languages: a patient sets an alert under a
 * doctor's booking and stops it in My appointments; a cancelled time's links, opened by two
 * waiting patients, hold it for the first and tell the second it is gone. Keyboard only where a
 * patient acts; axe at 375 and 1280 px on every new state.
 */

const W = {
  ar: {
    alertMe: "نبّهني إذا توفّر موعد أبكر",
    start: "تفعيل التنبيه",
    started: "سنخبرك برسالة نصية",
    alertsTitle: "تنبيهات المواعيد الأبكر",
    stop: "إيقاف التنبيه",
    stopped: "أُوقف التنبيه",
    stopTitle: "إيقاف تنبيه الموعد الأبكر",
    empty: "لا توجد لديك تنبيهات فعّالة",
    held: "هذا الموعد محجوز لك",
    continue: "المتابعة إلى بياناتك",
    gone: "لم يعد هذا الموعد متاحًا",
    details: "بياناتك",
  },
  en: {
    alertMe: "Alert me if an earlier time frees",
    start: "Start the alert",
    started: "We will tell you by SMS",
    alertsTitle: "Earlier-slot alerts",
    stop: "Stop the alert",
    stopped: "The alert is stopped",
    stopTitle: "Stop the earlier-slot alert",
    empty: "You have no alerts running",
    held: "This time is held for you",
    continue: "Continue to your details",
    gone: "This time has gone",
    details: "Your details",
  },
} as const;

type Account = { email: string; password: string; mobile: string };

/** With SCREENSHOT_DIR set, each new state is also kept as a picture at 375 and 1280 px, for a person to look at. */
async function pictures(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: width === 375 });
  }
}

async function userToken(request: APIRequestContext, who: Account): Promise<string> {
  const res = await request.post(`${BACKEND}/api/auth/login`, {
    headers: { authorization: `Bearer ${await appToken(request)}` },
    data: { email_or_phone: who.email, password: who.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** A cash appointment of `booker` on the doctor's first free time more than six hours away, then cancelled. */
async function bookAndCancel(request: APIRequestContext, doctorId: number, booker: Account) {
  const token = await userToken(request, booker);
  const headers = { authorization: `Bearer ${token}` };
  const slots = (await (await request.get(`${BACKEND}/api/broker/doctors/${doctorId}/slots?days=7&kind=consultation`, { headers })).json()) as {
    data: Array<{ start: string; branch_id: number; kind: string }>;
  };
  const slot = slots.data.find((s) => Date.parse(s.start) - Date.now() > 6 * 3_600_000)!;
  const held = await request.post(`${BACKEND}/api/reservations`, { headers, data: { doctor_id: doctorId, branch_id: slot.branch_id, kind: slot.kind, start: slot.start } });
  expect(held.status(), await held.text()).toBe(201);
  const reservation = ((await held.json()) as { data: { id: string } }).data;
  const booked = await request.post(`${BACKEND}/api/appointments`, {
    headers,
    data: { reservation_id: reservation.id, patient: { name: "Rana Saleh", mobile: booker.mobile, email: booker.email }, payment_type: "cash" },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const appointment = ((await booked.json()) as { appointment: { id: number } }).appointment;
  return {
    slot,
    cancel: async () => {
      const cancelled = await request.post(`${BACKEND}/api/appointments/${appointment.id}/cancel`, { headers });
      expect(cancelled.status(), await cancelled.text()).toBe(200);
    },
  };
}

/** The path of the stop link in the newest offer sent to `mobile`. */
async function stopLink(request: APIRequestContext, mobile: string): Promise<string> {
  const body = (await (await request.get(`${BACKEND}/api/dev/outbox?to=${mobile}`)).json()) as { data: Array<{ body: string }> };
  const link = /(https?:\/\/\S+\/waitlist\/stop\/[A-Za-z0-9_-]{43})/.exec(body.data.map((m) => m.body).join(" "))?.[1];
  expect(link).toBeTruthy();
  return new URL(link!).pathname;
}

/** The link of the newest earlier-slot offer sent to `mobile`. */
async function offerLink(request: APIRequestContext, mobile: string): Promise<string> {
  let link = "";
  await expect(async () => {
    const body = (await (await request.get(`${BACKEND}/api/dev/outbox?to=${mobile}`)).json()) as { data: Array<{ body: string }> };
    link = /(https?:\/\/\S+\/waitlist\/[A-Za-z0-9_-]{43})(?=\s|$)/.exec(body.data.find((m) => /\/waitlist\/[A-Za-z0-9_-]{43}\s/.test(m.body))?.body ?? "")?.[1] ?? "";
    expect(link).not.toBe("");
  }).toPass({ timeout: 15_000 });
  return new URL(link).pathname;
}

async function signedInPage(page: Page, lang: Lang, who: Account, visitor: number) {
  await visitorFrom(page, visitor);
  await signInByRequest(page.context(), who, lang);
}

// Each flow once, in one language: setting and stopping an alert in Arabic, a freed time's links in English.
{
  const index = 0;
  const lang = "ar" as Lang;
  const w = W[lang];

  test(`${lang}: an alert is set under a doctor's booking, listed in My appointments and stopped there, by keyboard`, async ({ page, request }) => {
    const patient = await newPatient(request);
    await signedInPage(page, lang, patient, 140 + index);
    const doctor = await saudiDoctor(request, 31 + index);
    await openBooking(page, lang, doctor);
    const control = page.getByTestId("earlier-slot-alert");
    const open = control.getByRole("button", { name: w.alertMe });
    await tabTo(page, open, { max: 200 });
    await page.keyboard.press("Enter");
    const submit = control.getByRole("button", { name: w.start });
    await expect(submit).toBeVisible({ timeout: 30_000 });
    await expectAccessibleAtBothWidths(page, "[data-testid=earlier-slot-alert]");
    await control.scrollIntoViewIfNeeded();
    await pictures(page, `${lang}-alert-form`);
    await tabTo(page, submit);
    await page.keyboard.press("Enter");
    const done = control.getByRole("status").filter({ hasText: w.started });
    await expect(done).toBeVisible({ timeout: 30_000 });
    await expect(done).toBeFocused();
    await expectAccessibleAtBothWidths(page, "[data-testid=earlier-slot-alert]");

    await page.goto(`${L[lang].prefix}/profile`);
    await waitForRuntime(page);
    const alerts = page.getByTestId("my-alerts");
    await expect(alerts.getByRole("heading", { name: w.alertsTitle })).toBeVisible();
    const stop = alerts.getByRole("button", { name: w.stop });
    await expect(stop).toHaveCount(1, { timeout: 30_000 });
    await expectAccessibleAtBothWidths(page, "[data-testid=my-alerts]");
    await alerts.scrollIntoViewIfNeeded();
    await pictures(page, `${lang}-my-alerts`);
    await tabTo(page, stop, { max: 200 });
    await page.keyboard.press("Enter");
    await expect(alerts.getByRole("status").filter({ hasText: w.stopped })).toBeFocused({ timeout: 30_000 });
    await expect(alerts.getByText(w.empty)).toBeVisible();
    await expectAccessibleAtBothWidths(page, "[data-testid=my-alerts]");
  });

}

{
  const index = 1;
  const lang = "en" as Lang;
  const w = W[lang];

  test(`${lang}: a freed time's first link opened holds it and goes on to the details; the second link says it is gone`, async ({ browser, page, request }) => {
    // Three patients, a booking cancelled and two offer links opened in two browsers: about 16 s alone.
    test.setTimeout(60_000);
    const doctor = await saudiDoctor(request, 41 + index);
    const [first, second, booker] = await Promise.all([newPatient(request), newPatient(request), newPatient(request)]);
    const { slot, cancel } = await bookAndCancel(request, doctor.id, booker);
    for (const who of [first, second]) {
      const res = await request.post(`${BACKEND}/api/waitlist`, {
        headers: { authorization: `Bearer ${await userToken(request, who)}`, lang },
        data: { doctor_id: doctor.id, kind: "consultation", before: new Date(Date.parse(slot.start) + 86_400_000).toISOString() },
      });
      expect(res.status(), await res.text()).toBe(201);
    }
    await cancel();
    const [firstLink, secondLink] = [await offerLink(request, first.mobile), await offerLink(request, second.mobile)];
    expect(firstLink.startsWith(`${L[lang].prefix}/waitlist/`)).toBe(true);

    await signedInPage(page, lang, first, 150 + index);
    const response = await page.goto(firstLink);
    expect(response?.headers()["cache-control"]).toContain("no-store");
    await expect(page.getByRole("heading", { name: w.held })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await waitForRuntime(page);
    await expectAccessibleAtBothWidths(page, "main");
    await pictures(page, `${lang}-offer-held`);
    await tabTo(page, page.getByRole("button", { name: w.continue }), { max: 120 });
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("booking-held-time")).toBeVisible({ timeout: 30_000 });
    // Landed on the details step of that hold, in view and focused, not at the top of the doctor's page.
    await expect(page).toHaveURL(/#book$/);
    const details = page.getByRole("heading", { name: w.details });
    await expect(details).toBeFocused();
    await expect(details).toBeInViewport();

    const other = await browser.newContext();
    const secondPage = await other.newPage();
    await signedInPage(secondPage, lang, second, 160 + index);
    await secondPage.goto(secondLink);
    await expect(secondPage.getByRole("heading", { name: w.gone })).toBeVisible();
    await waitForRuntime(secondPage);
    await expectAccessibleAtBothWidths(secondPage, "main");
    await pictures(secondPage, `${lang}-offer-gone`);

    // The message's stop link: a page with one button (opening it stops nothing).
    await secondPage.goto(await stopLink(request, second.mobile));
    await expect(secondPage.getByRole("heading", { name: w.stopTitle })).toBeVisible();
    await waitForRuntime(secondPage);
    await expectAccessibleAtBothWidths(secondPage, "main");
    await pictures(secondPage, `${lang}-stop`);
    await tabTo(secondPage, secondPage.getByRole("button", { name: w.stop }), { max: 120 });
    await secondPage.keyboard.press("Enter");
    await expect(secondPage.getByRole("status").filter({ hasText: w.stopped })).toBeFocused({ timeout: 30_000 });
    await expectAccessibleAtBothWidths(secondPage, "main");
    await other.close();
  });
}
