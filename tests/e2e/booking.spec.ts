import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoAxeViolations, VIEWPORTS } from "./helpers/axe";
import { waitForRuntime } from "./helpers/runtime";

/*
 * Doctor booking (issue 21) on the doctor page: times in the branch's zone, a held time with its
 * countdown, the guest's mobile code, insurance, payment, the summary and success; a taken time,
 * an expired hold and "already booked with this doctor". Slots and holds come from the real
 * backend of the run; each test books its own doctor and mobile so the tests stay independent.
 */

type Lang = "ar" | "en";
const BACKEND = `http://localhost:${process.env.E2E_BACKEND_PORT ?? "4010"}`;

const L = {
  ar: {
    prefix: "",
    chooseBranchFirst: "اختر الفرع أولاً",
    name: "الاسم الكامل",
    phone: "رقم الجوال",
    email: "البريد الإلكتروني",
    sendCode: "أرسل الرمز",
    code: "رمز التحقق",
    verify: "تأكيد الرمز",
    cash: "نقدًا في الفرع",
    confirm: "تأكيد الحجز",
    success: "تم حجز موعدك بنجاح",
    taken: "خطأ. حاول مرة أخرى!",
    alreadyBooked: "لديك حجز بالفعل مع هذا الطبيب",
    holdEnded: "انتهت مدة حجز هذا الموعد",
    insured: "مؤمَّن",
    company: "شركة التأمين",
    identity: "رقم الهوية أو الإقامة",
    checkCover: "تحقق من التغطية",
    identifier: "البريد الإلكتروني أو رقم الجوال",
    password: "كلمة المرور",
    signIn: "تسجيل الدخول",
    nextWeek: "الأسبوع التالي",
    card: "بطاقة ائتمان أو مدى",
    paid: "مدفوع",
    reschedule: "تغيير الموعد",
    rescheduleYes: "نعم، غيّر الموعد",
    rescheduled: "تم تغيير الموعد بنجاح",
    cancel: "إلغاء الموعد",
    cancelYes: "نعم، ألغِ الموعد",
    cancelled: "تم الإلغاء بنجاح",
    cancelledTab: "الملغاة",
    refunded: "أُعيد المبلغ بطريقة الدفع نفسها",
  },
  en: {
    prefix: "/en",
    chooseBranchFirst: "choose a branch first",
    name: "Full name",
    phone: "Mobile number",
    email: "Email",
    sendCode: "Send code",
    code: "Verification code",
    verify: "Confirm code",
    cash: "Cash at the branch",
    confirm: "Confirm booking",
    success: "Your appointment has been booked successfully",
    taken: "error. try again!",
    alreadyBooked: "already booked with this doctor",
    holdEnded: "The hold on this time has ended",
    insured: "Insured",
    company: "Insurance company",
    identity: "ID or residence number",
    checkCover: "Check my cover",
    identifier: "Email or mobile number",
    password: "Password",
    signIn: "Sign in",
    nextWeek: "Next week",
    card: "Credit or debit card",
    paid: "Paid",
    reschedule: "Reschedule",
    rescheduleYes: "Yes, reschedule",
    rescheduled: "rescheduled successfully",
    cancel: "Cancel appointment",
    cancelYes: "Yes, cancel it",
    cancelled: "cancelled successfully",
    cancelledTab: "Cancelled",
    refunded: "Refunded by the same payment method",
  },
} as const;

type DoctorRef = { id: number; slug_ar: string; slug_en: string };

async function appToken(request: APIRequestContext): Promise<string> {
  const res = await request.post(`${BACKEND}/oauth/token`, {
    form: { grant_type: "client_credentials", client_id: process.env.API_CLIENT_ID ?? "", client_secret: process.env.API_CLIENT_SECRET ?? "" },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Saudi doctors (riyal prices, 05 mobiles); `page` picks a different one per test. */
async function saudiDoctor(request: APIRequestContext, index: number): Promise<DoctorRef> {
  const token = await appToken(request);
  const res = await request.get(`${BACKEND}/api/broker/doctors?entity_id=1&limit=50`, { headers: { authorization: `Bearer ${token}` } });
  const list = ((await res.json()) as { data: Array<DoctorRef & { next_slots: unknown[] }> }).data.filter((d) => d.next_slots.length > 0);
  return list[index % list.length]!;
}

const mobileFor = (seed: number) => `05${String(10_000_000 + ((Date.now() + seed * 7919) % 89_999_999)).slice(0, 8)}`;

/** Each visitor comes from its own address, as behind the site's proxy: hold limits count visitors. */
async function visitorFrom(page: Page, n: number) {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `198.51.100.${n}` });
}

async function openBooking(page: Page, lang: Lang, doctor: DoctorRef) {
  const slug = lang === "ar" ? doctor.slug_ar : doctor.slug_en;
  await page.goto(`${L[lang].prefix}/doctor/${encodeURIComponent(slug)}#book`);
  await waitForRuntime(page);
  await chooseBranchIfAsked(page, lang);
}

/** SPEC §4 picks the only branch by itself; a doctor of two branches asks first ("choose a branch first"). */
async function chooseBranchIfAsked(page: Page, lang: Lang) {
  const picker = page.getByTestId("booking-slot-picker");
  await expect(picker).toBeVisible({ timeout: 60_000 });
  const asked = picker.getByTestId("booking-choose-branch");
  await expect(picker.getByTestId("booking-slot").first().or(asked)).toBeVisible({ timeout: 30_000 });
  if (await asked.isVisible()) {
    await expect(asked).toHaveText(L[lang].chooseBranchFirst);
    await picker.getByRole("combobox").selectOption({ index: 1 });
  }
  await expect(picker.getByTestId("booking-slot").first()).toBeVisible({ timeout: 30_000 });
}

/** Picks the first time with the keyboard (focus, Enter) and waits for the details step. */
async function holdFirstTime(page: Page) {
  const slot = page.getByTestId("booking-slot").first();
  await slot.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("booking-details")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("booking-countdown")).toContainText(/\d:\d\d/);
}

const details = (page: Page) => page.getByTestId("booking-details");

async function fillGuest(page: Page, lang: Lang, mobile: string) {
  const l = L[lang];
  await details(page).getByLabel(l.name, { exact: true }).fill("Huda Saleh");
  await details(page).getByLabel(l.phone, { exact: true }).fill(mobile);
  await details(page).getByLabel(l.email, { exact: true }).fill("huda@example.com");
}

/** axe once the page's fade-in (at most 0.5 s) and any layout change are over. */
async function expectAccessible(page: Page) {
  await page.waitForTimeout(700);
  await expectNoAxeViolations(page);
}

/** A new patient account, registered and confirmed through the backend (the sign-up page has its own spec). */
async function newPatient(request: APIRequestContext) {
  const token = await appToken(request);
  const digits = String(10_000_000 + Math.floor(Math.random() * 89_999_999));
  const patient = { mobile: `05${digits}`, email: `booking.${digits}@example.com`, password: "Booking#2026" };
  const headers = { authorization: `Bearer ${token}` };
  const registered = await request.post(`${BACKEND}/api/auth/register`, {
    headers,
    data: { first_name: "Rana", email: patient.email, mobile: patient.mobile, password: patient.password, password_confirmation: patient.password },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  let code = "";
  await expect(async () => {
    const body = (await (await request.get(`${BACKEND}/api/dev/outbox?to=${patient.mobile}`)).json()) as { data: Array<{ body: string }> };
    code = /\b(\d{4})\b/.exec(body.data[0]?.body ?? "")?.[1] ?? "";
    expect(code).toMatch(/^\d{4}$/);
  }).toPass({ timeout: 10_000 });
  const verified = await request.post(`${BACKEND}/api/auth/otp/verify`, { headers, data: { identifier: patient.mobile, code, purpose: "register" } });
  expect(verified.status(), await verified.text()).toBe(200);
  return patient;
}

/** Signs in through the site's form, from the protected profile page (it brings the patient back). */
async function signIn(page: Page, lang: Lang, patient: { email: string; password: string }) {
  const l = L[lang];
  await page.goto(`${l.prefix}/profile`);
  await expect(page).toHaveURL((url) => url.pathname === `${l.prefix}/sign-in`);
  await waitForRuntime(page);
  const form = page.locator("main form");
  await form.getByLabel(l.identifier).fill(patient.email);
  await form.getByLabel(l.password, { exact: true }).fill(patient.password);
  await form.getByRole("button", { name: l.signIn }).press("Enter");
  await expect(page).toHaveURL((url) => url.pathname === `${l.prefix}/profile`, { timeout: 30_000 });
}

/** Moves the picker a week on by keyboard and holds its first time (always more than the 4 hours of the cancel rule ahead). */
async function holdFirstTimeNextWeek(scope: ReturnType<Page["getByTestId"]>, page: Page, lang: Lang) {
  await expect(scope.getByTestId("booking-slot").first()).toBeVisible({ timeout: 30_000 });
  const nextWeek = scope.getByRole("button", { name: L[lang].nextWeek });
  await nextWeek.focus();
  await page.keyboard.press("Enter");
  // The strip now starts a week later: "previous week" is possible.
  await expect(scope.getByRole("button", { name: lang === "ar" ? "الأسبوع السابق" : "Previous week" })).toBeEnabled();
  const slot = scope.getByTestId("booking-slot").first();
  const none = scope.getByTestId("booking-no-slots");
  await expect(slot.or(none)).toBeVisible({ timeout: 30_000 });
  // A week without times at this branch offers its next available day.
  if (await none.isVisible()) {
    await none.getByRole("button").focus();
    await page.keyboard.press("Enter");
  }
  await expect(slot).toBeVisible({ timeout: 30_000 });
  await slot.focus();
  await page.keyboard.press("Enter");
}

async function confirmMobile(page: Page, request: APIRequestContext, lang: Lang, mobile: string) {
  const l = L[lang];
  await details(page).getByRole("button", { name: l.sendCode }).click();
  await expect(details(page).getByLabel(l.code, { exact: true })).toBeVisible();
  let code = "";
  await expect(async () => {
    const res = await request.get(`${BACKEND}/api/dev/outbox?to=${mobile}`);
    const body = (await res.json()) as { data: Array<{ body: string }> };
    code = /(\d{4})$/.exec(body.data[0]?.body ?? "")?.[1] ?? "";
    expect(code).toMatch(/^\d{4}$/);
  }).toPass({ timeout: 10_000 });
  await details(page).getByLabel(l.code, { exact: true }).fill(code);
  await details(page).getByRole("button", { name: l.verify }).click();
  await expect(page.getByTestId("booking-mobile-code")).toBeHidden();
}

async function chooseCashAndConfirm(page: Page, lang: Lang) {
  await page.getByRole("radio", { name: new RegExp(L[lang].cash) }).check();
  await page.getByRole("button", { name: L[lang].confirm }).click();
}

for (const lang of ["ar", "en"] as const) {
  const l = L[lang];

  test.describe(`doctor booking (${lang})`, () => {
    test("a guest holds a time by keyboard, confirms the mobile, pays cash and gets the code; no axe violations at any step", async ({ page, request }) => {
      // Two bookings with axe at both widths: longer than the default on a busy machine.
      test.setTimeout(120_000);
      const doctor = await saudiDoctor(request, lang === "ar" ? 0 : 1);
      const mobile = mobileFor(lang === "ar" ? 1 : 2);
      await visitorFrom(page, lang === "ar" ? 1 : 2);
      await openBooking(page, lang, doctor);
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await expectAccessible(page);
      }
      await holdFirstTime(page);
      await fillGuest(page, lang, mobile);
      await confirmMobile(page, request, lang, mobile);
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await expectAccessible(page);
      }
      const summary = page.getByTestId("booking-summary");
      const code = (await summary.locator("dd bdi[dir=ltr]").last().textContent())?.trim() ?? "";
      expect(code).toMatch(/^BK-/);
      await chooseCashAndConfirm(page, lang);
      const success = page.getByTestId("booking-success");
      await expect(success).toContainText(l.success);
      await expect(page.getByTestId("booking-code")).toHaveText(code);
      await expect(success.locator('a[download$=".ics"]')).toHaveAttribute("href", /^data:text\/calendar/);
      await expect(success.locator('a[href^="https://calendar.google.com/"]')).toBeVisible();
      await expectAccessible(page);

      // The confirmation went out by SMS with the code.
      const outbox = (await (await request.get(`${BACKEND}/api/dev/outbox?to=${mobile}`)).json()) as { data: Array<{ body: string }> };
      expect(outbox.data.some((m) => m.body.includes(code))).toBe(true);

      // The same patient cannot book this doctor again while the visit is ahead.
      await page.getByRole("button", { name: lang === "ar" ? "احجز موعدًا آخر" : "Book another time" }).click();
      await chooseBranchIfAsked(page, lang);
      await holdFirstTime(page);
      await fillGuest(page, lang, mobile);
      await confirmMobile(page, request, lang, mobile);
      await chooseCashAndConfirm(page, lang);
      await expect(page.getByRole("alert").filter({ hasText: l.alreadyBooked })).toBeVisible();
    });

    test("a time taken by someone else meanwhile answers SPEC §8's error and leaves the patient on the times", async ({ page, browser, request }) => {
      const doctor = await saudiDoctor(request, lang === "ar" ? 2 : 3);
      await visitorFrom(page, lang === "ar" ? 11 : 12);
      await openBooking(page, lang, doctor);
      // Another visitor holds the same first time while this page shows it.
      const other = await browser.newPage({ baseURL: test.info().project.use.baseURL });
      await visitorFrom(other, lang === "ar" ? 13 : 14);
      await openBooking(other, lang, doctor);
      await holdFirstTime(other);
      await other.close();
      await page.getByTestId("booking-slot").first().click();
      await expect(page.getByRole("alert").filter({ hasText: l.taken })).toBeVisible();
      await expect(page.getByTestId("booking-details")).toHaveCount(0);
    });

    test("a signed-in patient pays by card, then by keyboard reschedules, cancels and sees the refund; no axe violations", async ({ page, request }) => {
      test.setTimeout(180_000);
      const patient = await newPatient(request);
      const doctor = await saudiDoctor(request, lang === "ar" ? 7 : 8);
      await visitorFrom(page, lang === "ar" ? 41 : 42);
      await signIn(page, lang, patient);
      await openBooking(page, lang, doctor);
      await holdFirstTimeNextWeek(page.getByTestId("booking-slot-picker"), page, lang);
      // Signed in: the details come from the account and no mobile code is asked for.
      await expect(details(page)).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId("booking-mobile-code")).toHaveCount(0);
      await expect(details(page).getByLabel(l.phone, { exact: true })).toHaveValue(patient.mobile);
      // By keyboard: the card method with Space, the booking with Enter.
      const card = details(page).getByRole("radio", { name: new RegExp(l.card) });
      await card.focus();
      await page.keyboard.press("Space");
      await expect(card).toBeChecked();
      await page.getByRole("button", { name: l.confirm }).focus();
      await page.keyboard.press("Enter");
      // The provider's card page (the sandbox), then back to the site's payment response.
      await expect(page).toHaveURL(/\/sandbox\/card\/invoices\//, { timeout: 30_000 });
      await page.locator("#name").fill("Rana Saleh");
      await page.locator("#number").fill("4111111111111111");
      await page.locator("#expiry").fill("12/30");
      await page.locator("#cvc").fill("123");
      await page.locator("button[type=submit]").click();
      await expect(page).toHaveURL(/\/paymentResponse\//, { timeout: 30_000 });
      await expect(page.locator('section[data-state="paid"]')).toBeVisible({ timeout: 30_000 });

      await page.goto(`${l.prefix}/profile`);
      await waitForRuntime(page);
      const item = page.getByTestId("appointment-item");
      await expect(item).toHaveCount(1, { timeout: 30_000 });
      await expect(item).toContainText(l.paid);
      const code = (await item.locator("bdi[dir=ltr]").textContent())?.trim() ?? "";
      expect(code).toMatch(/^BK-/);
      const when = item.locator("dd").nth(1);
      const before = (await when.textContent()) ?? "";

      await item.getByRole("button", { name: l.reschedule }).focus();
      await page.keyboard.press("Enter");
      const flow = page.getByTestId("reschedule-flow");
      await expect(flow).toBeVisible();
      await expect(flow.getByRole("heading", { level: 4 }).first()).toBeFocused();
      await holdFirstTimeNextWeek(flow, page, lang);
      const confirm = flow.getByTestId("reschedule-confirm");
      await expect(confirm).toBeVisible({ timeout: 30_000 });
      await expect(confirm.getByRole("button", { name: l.rescheduleYes })).toBeFocused();
      await expect(page.getByTestId("booking-countdown")).toContainText(/\d:\d\d/);
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await expectAccessible(page);
      }
      await page.keyboard.press("Enter");
      await expect(item.getByRole("status").filter({ hasText: l.rescheduled })).toBeVisible({ timeout: 30_000 });
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

      await item.getByRole("button", { name: l.cancel }).focus();
      await page.keyboard.press("Enter");
      await expect(item.getByRole("button", { name: l.cancelYes })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(item.getByRole("status").filter({ hasText: l.cancelled })).toBeVisible({ timeout: 30_000 });
      const cancelledTab = page.getByRole("tab", { name: l.cancelledTab });
      await cancelledTab.focus();
      await page.keyboard.press("Enter");
      await expect(item.filter({ hasText: code })).toContainText(l.refunded, { timeout: 30_000 });
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await expectAccessible(page);
      }
    });

    test("when the hold runs out mid-way the patient picks again and keeps what was typed", async ({ page, request }) => {
      await page.clock.install();
      await visitorFrom(page, lang === "ar" ? 21 : 22);
      const doctor = await saudiDoctor(request, lang === "ar" ? 4 : 5);
      await openBooking(page, lang, doctor);
      await holdFirstTime(page);
      await fillGuest(page, lang, mobileFor(lang === "ar" ? 3 : 4));
      await page.clock.fastForward("10:05");
      await expect(page.getByRole("alert").filter({ hasText: l.holdEnded })).toBeVisible();
      await expect(page.getByTestId("booking-slot-picker")).toBeVisible();
      await holdFirstTime(page);
      await expect(details(page).getByLabel(l.name, { exact: true })).toHaveValue("Huda Saleh");
    });
  });
}

test("an insured patient sees the cover and the summary says insured", async ({ page, request }) => {
  const doctor = await saudiDoctor(request, 6);
  const l = L.en;
  await visitorFrom(page, 31);
  await openBooking(page, "en", doctor);
  await holdFirstTime(page);
  await details(page).getByRole("radio", { name: l.insured, exact: true }).check();
  const company = details(page).getByLabel(l.company, { exact: true });
  await expect.poll(() => company.locator("option").count()).toBeGreaterThan(1);
  await company.selectOption({ index: 1 });
  await details(page).getByLabel(l.identity, { exact: true }).fill("1098765433");
  await details(page).getByRole("button", { name: l.checkCover }).click();
  await expect(page.getByTestId("booking-covered")).toContainText("class C");
  await expect(page.getByTestId("booking-summary")).toContainText("Insured");
  await expectAccessible(page);
});
