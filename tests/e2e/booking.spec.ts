import { expect } from "@playwright/test";
import {
  APPOINTMENTS_REGION,
  appToken,
  BACKEND,
  BOOKING_REGION,
  chooseBranchIfAsked,
  checkCover,
  chooseCashAndConfirm,
  confirmMobile,
  details,
  expectAccessibleAtBothWidths,
  expectErrorAnnounced,
  fillGuest,
  holdFirstTime,
  holdFirstTimeNextWeek,
  L,
  mobileFor,
  myAppointments,
  openBooking,
  saudiDoctor,
  signedInPatient,
  visitorFrom,
} from "./helpers/booking";
import { chooseWithArrows, tabTo, typeInFocused } from "./helpers/keyboard";
import { waitForRuntime } from "./helpers/runtime";
import { test } from "./helpers/test";
import { testNetworkAddress } from "./helpers/visitor";
import { BOOKING_HASH } from "../../lib/doctors/slot-link";
import { TAP_STORAGE_KEY } from "../../lib/doctors/tap-intent";

/*
 * Doctor booking (issue 21) on the doctor page: times in the branch's zone, a held time with its
 * countdown, the guest's mobile code, insurance, payment, the summary and success; a taken time,
 * an expired hold and "already booked with this doctor"; a signed-in patient's card booking,
 * reschedule and cancel by keyboard only. Slots and holds come from the real backend of the run;
 * each test books its own doctor and mobile so the tests stay independent. The other payment
 * methods are in booking-payments.spec.ts. Each flow runs once, in one language (they alternate);
 * what differs in the other language is checked by the short tests at the end.
 */

test("a guest holds a time by keyboard, confirms the mobile, pays cash and gets the code; no axe violations at any step", async ({ page, request }) => {
  const lang = "ar" as const;
  const l = L[lang];
  // Two whole bookings, with axe at both widths at each step: about 17 s alone on the CI host.
  test.setTimeout(60_000);
  // Not the first doctor: by the hour the soonest free of all, whose first time book-in-a-minute.spec.ts holds by keyboard.
  const doctor = await saudiDoctor(request, 21);
  const mobile = mobileFor(1);
  await visitorFrom(page, 1);
  await openBooking(page, lang, doctor);
  await expectAccessibleAtBothWidths(page, BOOKING_REGION);
  await holdFirstTime(page);
  // The hold is this browser's by a secret in an HttpOnly cookie of that hold: the page's scripts never see it.
  const holdCookies = async () => (await page.context().cookies()).filter((c) => c.name.startsWith("hold_"));
  await expect.poll(async () => (await holdCookies()).length).toBe(1);
  expect((await holdCookies())[0]).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
  expect(await page.evaluate(() => document.cookie)).not.toContain("hold_");
  await fillGuest(page, lang, mobile);
  // The code's step, then the details with the mobile confirmed.
  await confirmMobile(page, request, lang, mobile, () => expectAccessibleAtBothWidths(page, BOOKING_REGION));
  await expectAccessibleAtBothWidths(page, BOOKING_REGION);
  // The reservation code is the booking's, shown once it is confirmed: never in the summary of a hold.
  await expect(page.getByTestId("booking-summary").locator("dd bdi[dir=ltr]", { hasText: /^BK-/ })).toHaveCount(0);
  await chooseCashAndConfirm(page, lang);
  const success = page.getByTestId("booking-success");
  await expect(success).toContainText(l.success);
  const code = ((await page.getByTestId("booking-code").textContent()) ?? "").trim();
  expect(code).toMatch(/^BK-/);
  // Booked: the secret opens nothing more and is dropped.
  expect(await holdCookies()).toEqual([]);
  await expect(success.locator('a[download$=".ics"]')).toHaveAttribute("href", /^data:text\/calendar/);
  await expect(success.locator('a[href^="https://calendar.google.com/"]')).toBeVisible();
  await expectAccessibleAtBothWidths(page, BOOKING_REGION);

  // The confirmation went out by SMS with the code.
  const outbox = (await (await request.get(`${BACKEND}/api/dev/outbox?to=${mobile}`)).json()) as { data: Array<{ body: string }> };
  expect(outbox.data.some((m) => m.body.includes(code))).toBe(true);

  // The same patient cannot book this doctor again while the visit is ahead.
  await page.getByRole("button", { name: "احجز موعدًا آخر" }).click();
  await chooseBranchIfAsked(page, lang);
  await holdFirstTime(page);
  await fillGuest(page, lang, mobile);
  await confirmMobile(page, request, lang, mobile);
  await chooseCashAndConfirm(page, lang);
  await expectErrorAnnounced(page, l.alreadyBooked);
});

test("a time taken by someone else meanwhile is said in words, in view and focused, and leaves the patient on the fresh times", async ({ page, browser, request }) => {
  const lang = "en" as const;
  const l = L[lang];
  const doctor = await saudiDoctor(request, 3);
  await visitorFrom(page, 12);
  await openBooking(page, lang, doctor);
  // Another visitor holds the same first time while this page shows it.
  const other = await browser.newPage({ baseURL: test.info().project.use.baseURL });
  await visitorFrom(other, 14);
  await openBooking(other, lang, doctor);
  await holdFirstTime(other);
  await other.close();
  await page.getByTestId("booking-slot").first().click();
  await expectErrorAnnounced(page, l.taken);
  await expect(page.getByTestId("booking-details")).toHaveCount(0);
});

test("ar at 375 px: a card's time taken before its one tap is said in words, in view and focused, with no 'press it' on that time", async ({ page, request }) => {
  const lang = "ar" as const;
  const l = L[lang];
  const doctor = await saudiDoctor(request, 27);
  // The week's last time: no other test holds it (they take first times).
  const token = await appToken(request);
  const headers = { authorization: `Bearer ${token}`, "x-forwarded-for": testNetworkAddress() };
  const week = (await (await request.get(`${BACKEND}/api/broker/doctors/${doctor.id}/slots?days=7&kind=consultation`, { headers })).json()) as {
    data: Array<{ start: string; branch_id: number; kind: "consultation" }>;
  };
  const slot = week.data.at(-1)!;
  // Someone else holds it between the card showing it and the tap.
  const held = await request.post(`${BACKEND}/api/reservations`, { headers, data: { doctor_id: doctor.id, branch_id: slot.branch_id, kind: slot.kind, start: slot.start } });
  expect(held.status(), await held.text()).toBe(201);

  await page.setViewportSize({ width: 375, height: 740 });
  await visitorFrom(page, 73);
  // The card's tap: the note it leaves in the tab (lib/doctors/tap-intent.ts), then the doctor's booking.
  await page.goto("/robots.txt");
  await page.evaluate(
    ([key, tap]) => sessionStorage.setItem(key, JSON.stringify({ ...tap, at: Date.now() })),
    [TAP_STORAGE_KEY, { doctorId: doctor.id, start: slot.start, branchId: slot.branch_id, kind: slot.kind }] as const,
  );
  await page.goto(`/doctor/${encodeURIComponent(doctor.slug_ar)}#${BOOKING_HASH}`);
  await expectErrorAnnounced(page, l.taken);
  await expect(page.getByTestId("booking-chosen-time")).toHaveCount(0);
  await expect(page.getByTestId("booking-details")).toHaveCount(0);
});

test("a signed-in patient books and pays by card with the keyboard only, the card page too, then reschedules, cancels and sees the refund; no axe violations", async ({ page, request }) => {
  const lang = "en" as const;
  const l = L[lang];
  // Book, pay on the provider's page, reschedule and cancel, with axe at each step: about 30 s alone on the CI host.
  test.setTimeout(60_000);
  const doctor = await saudiDoctor(request, 8);
  // Tab, Shift+Tab, Enter, Space, arrows and typing only, once signed in (by request: the sign-in
  // form's keyboard path is auth-guard.spec.ts's).
  const patient = await signedInPatient(page, request, lang, 42);
  await openBooking(page, lang, doctor);
  await holdFirstTimeNextWeek(page.getByTestId("booking-slot-picker"), page, lang);
  // The details take the focus the pressed time had; signed in, they come from the account
  // and no mobile code is asked for.
  await expect(details(page).getByRole("heading", { name: l.details })).toBeFocused({ timeout: 30_000 });
  await expect(page.getByTestId("booking-mobile-code")).toHaveCount(0);
  await expect(details(page).getByLabel(l.phone, { exact: true })).toHaveValue(patient.mobile);
  const methods = details(page).getByRole("group", { name: "Payment method" });
  await chooseWithArrows(page, methods.getByRole("radio"), methods.getByRole("radio", { name: new RegExp(l.card) }));
  await tabTo(page, page.getByRole("button", { name: l.confirm }));
  await page.keyboard.press("Enter");

  // The provider's card page (the sandbox), then back to the site's payment response.
  await expect(page).toHaveURL(/\/sandbox\/card\/invoices\//, { timeout: 30_000 });
  await expectAccessibleAtBothWidths(page);
  for (const [field, text] of [["#name", "Rana Saleh"], ["#number", "4111111111111111"], ["#expiry", "12/30"], ["#cvc", "123"]] as const) {
    await tabTo(page, page.locator(field));
    await typeInFocused(page, page.locator(field), text);
  }
  await tabTo(page, page.locator("button[type=submit]"));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/paymentResponse\//, { timeout: 30_000 });
  await expect(page.locator('section[data-state="paid"]')).toBeVisible({ timeout: 30_000 });
  await expectAccessibleAtBothWidths(page);

  const item = await myAppointments(page, lang, 1);
  await expect(item).toContainText(l.paid);
  const code = (await item.locator("bdi[dir=ltr]").textContent())?.trim() ?? "";
  expect(code).toMatch(/^BK-/);
  const when = item.locator("dd").nth(1);
  const before = (await when.textContent()) ?? "";

  await tabTo(page, item.getByRole("button", { name: l.reschedule }));
  await page.keyboard.press("Enter");
  const flow = page.getByTestId("reschedule-flow");
  await expect(flow).toBeVisible();
  await expect(flow.getByRole("heading", { level: 4 })).toBeFocused();
  await holdFirstTimeNextWeek(flow, page, lang);
  const confirm = flow.getByTestId("reschedule-confirm");
  await expect(confirm).toBeVisible({ timeout: 30_000 });
  await expect(confirm.getByRole("button", { name: l.rescheduleYes })).toBeFocused();
  await expect(page.getByTestId("booking-countdown")).toContainText(/\d:\d\d/);
  await expectAccessibleAtBothWidths(page, APPOINTMENTS_REGION);
  await page.keyboard.press("Enter");
  // Said above the tabs, with the new time, in view and focused (at 375 px the item's own line was above the screen).
  const notice = page.getByTestId("my-appointments").getByRole("status").filter({ hasText: l.rescheduled });
  await expect(notice).toBeFocused({ timeout: 30_000 });
  await expect(notice).toBeInViewport();
  await expect(when).not.toHaveText(before);
  // Same appointment, same code and payment: still one upcoming visit, paid.
  await page.reload();
  await waitForRuntime(page);
  await expect(item).toHaveCount(1, { timeout: 30_000 });
  await expect(item).toContainText(code);
  await expect(item).toContainText(l.paid);
  await expect(when).not.toHaveText(before);
  const sms = (await (await request.get(`${BACKEND}/api/dev/outbox?to=${patient.mobile}`)).json()) as { data: Array<{ body: string }> };
  expect(sms.data[0]?.body).toContain(code);

  await tabTo(page, item.getByRole("button", { name: l.cancel }));
  await page.keyboard.press("Enter");
  // The safe choice has the focus: one more Tab reaches the destructive one.
  await expect(item.getByRole("button", { name: l.keep })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(item.getByRole("button", { name: l.cancelYes })).toBeFocused();
  await page.keyboard.press("Enter");
  // What happened and what comes back, said above the tabs, in view and focused: the card leaves the list.
  const cancelled = page.getByTestId("my-appointments").getByRole("status").filter({ hasText: l.cancelled });
  await expect(cancelled).toBeFocused({ timeout: 30_000 });
  await expect(cancelled).toBeInViewport();
  await expect(cancelled).toContainText(/Your refund of SAR\s?[\d,.]+ (goes back|is on its way back) the way you paid \(Credit or debit card\)/);
  await expect(item).toHaveCount(0, { timeout: 30_000 });
  await expect(cancelled).toBeFocused();
  // The tab list is one Tab away: End selects its last tab, "cancelled".
  await tabTo(page, page.getByRole("tab", { selected: true }), { max: 2 });
  await page.keyboard.press("End");
  await expect(page.getByRole("tab", { name: l.cancelledTab })).toBeFocused();
  await expect(item.filter({ hasText: code })).toContainText(l.refunded, { timeout: 30_000 });
  await expectAccessibleAtBothWidths(page, APPOINTMENTS_REGION);
});

test("when the hold runs out mid-way the patient picks again and keeps what was typed", async ({ page, request }) => {
  const lang = "ar" as const;
  const l = L[lang];
  await page.clock.install();
  await visitorFrom(page, 21);
  const doctor = await saudiDoctor(request, 4);
  await openBooking(page, lang, doctor);
  await holdFirstTime(page);
  await fillGuest(page, lang, mobileFor(3));
  await page.clock.fastForward("10:05");
  await expect(page.getByTestId("booking-slot-picker")).toBeVisible();
  await expectErrorAnnounced(page, l.holdEnded);
  // The device's clock is now ten minutes ahead of the server's: the new hold still lasts its
  // ten minutes here, and the notice about the old one is gone.
  await holdFirstTime(page);
  await expect(page.getByTestId("booking-countdown")).toContainText(/(10:00|9:\d\d)$/);
  await expect(page.getByRole("alert").filter({ hasText: l.holdEnded })).toHaveCount(0);
  await expect(details(page).getByLabel(l.name, { exact: true })).toHaveValue("Huda Saleh");
  await expect(details(page).getByLabel(l.email, { exact: true })).toHaveValue("huda@example.com");
});

test("an insured patient sees the cover and the summary says insured", async ({ page, request }) => {
  const doctor = await saudiDoctor(request, 6);
  const l = L.en;
  await visitorFrom(page, 31);
  await openBooking(page, "en", doctor);
  await holdFirstTime(page);
  // A guest's cover is looked up only for a proven mobile: the answer names the insured person.
  const mobile = mobileFor(6);
  await fillGuest(page, "en", mobile);
  await confirmMobile(page, request, "en", mobile);
  await checkCover(page, "en");
  await expect(page.getByTestId("booking-covered")).toContainText("class C");
  const summary = page.getByTestId("booking-summary");
  await expect(summary).toContainText(l.insured);
  // Class C pays 30 % of the fee, at most 100 before tax: the summary shows that share, and the rest
  // as the insurer's, as the backend will charge it.
  const row = (label: string) => summary.locator("div", { has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) }).locator("dd");
  const amount = async (label: string) => Number((await row(label).innerText()).replace(/[^\d.]/g, ""));
  await expect(row("Covered by insurance")).toBeVisible();
  const share = await amount("Price");
  const insurer = await amount("Covered by insurance");
  expect(share).toBeGreaterThan(0);
  expect(share).toBeLessThanOrEqual(100);
  expect(share).toBeCloseTo(Math.min(((share + insurer) * 0.3), 100), 2);
  await expectAccessibleAtBothWidths(page, BOOKING_REGION);
});

test("en: the booking speaks English: the held time, its countdown and the details' labels", async ({ page, request }) => {
  const doctor = await saudiDoctor(request, 9);
  await visitorFrom(page, 32);
  await openBooking(page, "en", doctor);
  await holdFirstTime(page);
  await expect(details(page).getByRole("heading", { name: L.en.details })).toBeVisible();
  await fillGuest(page, "en", mobileFor(5));
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
});
