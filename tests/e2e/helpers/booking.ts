import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { expectAccessibleAtBothWidths } from "./axe";
import { tabTo, typeInFocused } from "./keyboard";
import { waitForRuntime } from "./runtime";
import { testNetworkAddress } from "./visitor";
import { BACKEND, outboxCode } from "./backend";
import { signInByRequest } from "./session";
import { TEST_ADDRESS_HEADER } from "../../../server/visitor-address.mjs";

/*
 * What the doctor booking specs share: the visible texts they look for in both languages, the
 * backend calls that prepare a run (app token, doctors with free times, a confirmed patient), and
 * the steps every booking walks (open the doctor's booking, hold a time, the guest's details and
 * mobile code, signing in).
 */

export type Lang = "ar" | "en";
export { BACKEND, outboxCode };

export const L = {
  ar: {
    prefix: "",
    chooseBranchFirst: "اختر الفرع أولاً",
    name: "الاسم الكامل",
    phone: "رقم الجوال",
    email: "البريد الإلكتروني",
    sendCode: "أرسل الرمز",
    code: "رمز التحقق",
    verify: "تأكيد الرمز",
    mobileConfirmed: "تم تأكيد رقم جوالك",
    cash: "نقدًا في الفرع",
    confirm: "تأكيد الحجز",
    success: "تم حجز موعدك بنجاح",
    taken: "حُجز هذا الموعد للتو. إليك المواعيد المتاحة التالية.",
    alreadyBooked: "لديك حجز بالفعل مع هذا الطبيب (رمز الحجز",
    holdEnded: "انتهت مدة حجز هذا الموعد",
    insured: "مؤمَّن",
    notInsured: "غير مؤمَّن",
    company: "شركة التأمين",
    identity: "رقم الهوية أو الإقامة",
    checkCover: "تحقق من التغطية",
    skipToContent: "انتقل إلى المحتوى الرئيسي",
    identifier: "البريد الإلكتروني أو رقم الجوال",
    password: "كلمة المرور",
    signIn: "تسجيل الدخول",
    nextWeek: "الأسبوع التالي",
    previousWeek: "الأسبوع السابق",
    details: "بياناتك",
    card: "بطاقة ائتمان أو مدى",
    fawry: "فوري",
    tamara: "التقسيط مع تمارا",
    paid: "قادم · مدفوع",
    pending: "قادم · بانتظار الدفع",
    paidTitle: "تم الدفع بنجاح",
    fawryTitle: "ادفع بهذا الرقم المرجعي من فوري",
    reschedule: "تغيير الموعد",
    rescheduleYes: "نعم، غيّر الموعد",
    rescheduled: "تم تغيير الموعد بنجاح",
    cancel: "إلغاء الموعد",
    cancelYes: "نعم، ألغِ الموعد",
    cancelled: "تم الإلغاء بنجاح",
    cancelledTab: "الملغاة",
    keep: "احتفظ بالموعد",
    refunded: "ملغى · أُعيد المبلغ",
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
    mobileConfirmed: "Your mobile number is confirmed",
    cash: "Cash at the branch",
    confirm: "Confirm booking",
    success: "Your appointment has been booked successfully",
    taken: "This time was just taken. Here are the next free times.",
    alreadyBooked: "Already booked with this doctor (reservation code",
    holdEnded: "The hold on this time has ended",
    insured: "Insured",
    notInsured: "Non-insured",
    company: "Insurance company",
    identity: "ID or residence number",
    checkCover: "Check my cover",
    skipToContent: "Skip to main content",
    identifier: "Email or mobile number",
    password: "Password",
    signIn: "Sign in",
    nextWeek: "Next week",
    previousWeek: "Previous week",
    details: "Your details",
    card: "Credit or debit card",
    fawry: "Fawry",
    tamara: "Tamara instalments",
    paid: "Upcoming · Paid",
    pending: "Upcoming · Awaiting payment",
    paidTitle: "Payment completed",
    fawryTitle: "Pay with this Fawry reference",
    reschedule: "Reschedule",
    rescheduleYes: "Yes, reschedule",
    rescheduled: "Rescheduled successfully",
    cancel: "Cancel appointment",
    cancelYes: "Yes, cancel it",
    cancelled: "Cancelled successfully",
    cancelledTab: "Cancelled",
    keep: "Keep appointment",
    refunded: "Cancelled · Refunded",
  },
} as const;

export type DoctorRef = { id: number; slug_ar: string; slug_en: string };

export async function appToken(request: APIRequestContext): Promise<string> {
  const res = await request.post(`${BACKEND}/oauth/token`, {
    form: { grant_type: "client_credentials", client_id: process.env.API_CLIENT_ID ?? "", client_secret: process.env.API_CLIENT_SECRET ?? "" },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** The seed's business units: Saudi Arabia (riyals, Tamara) and Egypt (pounds, Fawry). */
const ENTITY = { SA: 1, EG: 5 } as const;

/**
 * A doctor of the country with free times; each test picks its own `index`, so no two book the same
 * one. Neither country's first (index 0) is for holding: depending on the hour, either one's is the
 * soonest free of all, whose first time book-in-a-minute.spec.ts's keyboard run holds from the
 * soonest-first list (a Cairo doctor's noon is Riyadh's 13:00).
 */
export async function doctorIn(request: APIRequestContext, country: keyof typeof ENTITY, index: number): Promise<DoctorRef> {
  const token = await appToken(request);
  const res = await request.get(`${BACKEND}/api/broker/doctors?entity_id=${ENTITY[country]}&limit=50`, { headers: { authorization: `Bearer ${token}` } });
  const list = ((await res.json()) as { data: Array<DoctorRef & { next_slots: unknown[] }> }).data.filter((d) => d.next_slots.length > 0);
  expect(list.length).toBeGreaterThan(0);
  return list[index % list.length]!;
}

/** Saudi doctors (riyal prices, 05 mobiles). */
export const saudiDoctor = (request: APIRequestContext, index: number) => doctorIn(request, "SA", index);

export const mobileFor = (seed: number) => `05${String(10_000_000 + ((Date.now() + seed * 7919) % 89_999_999)).slice(0, 8)}`;

/**
 * Each visitor comes from its own address: hold limits count visitors. The site counts the
 * connection's address, which is the loopback for every test; with APP_ENV=test the test header
 * stands in for it (server/visitor-address.mjs).
 */
export async function visitorFrom(page: Page, n: number) {
  await page.setExtraHTTPHeaders({ [TEST_ADDRESS_HEADER]: `198.51.100.${n}` });
}

export async function openBooking(page: Page, lang: Lang, doctor: DoctorRef) {
  const slug = lang === "ar" ? doctor.slug_ar : doctor.slug_en;
  await page.goto(`${L[lang].prefix}/doctor/${encodeURIComponent(slug)}#book`);
  await waitForRuntime(page);
  await chooseBranchIfAsked(page, lang);
}

/** SPEC §4 picks the only branch by itself; a doctor of two branches asks first ("choose a branch first"). */
export async function chooseBranchIfAsked(page: Page, lang: Lang) {
  const picker = page.getByTestId("booking-slot-picker");
  await expect(picker).toBeVisible({ timeout: 60_000 });
  const asked = picker.getByTestId("booking-choose-branch");
  const { slot, none } = times(picker);
  await expect(slot.or(none).or(asked)).toBeVisible({ timeout: 30_000 });
  if (await asked.isVisible()) {
    await expect(asked).toHaveText(L[lang].chooseBranchFirst);
    // By keyboard: the branch list, then the first branch below "choose a branch".
    await tabTo(page, picker.getByRole("combobox"));
    await page.keyboard.press("ArrowDown");
  }
  await showTimes(page, picker);
}

/** The first time offered in `scope`, and the "no times that day" note that stands instead. */
function times(scope: Locator) {
  return { slot: scope.getByTestId("booking-slot").first(), none: scope.getByTestId("booking-no-slots") };
}

/**
 * Waits for the times of the day shown in `scope`. A day without any (late in the day, or a week
 * whose last times are taken) offers the branch's next available day: taken by keyboard, as a
 * patient would, so no spec depends on the hour it runs at.
 */
async function showTimes(page: Page, scope: Locator) {
  const { slot, none } = times(scope);
  await expect(slot.or(none)).toBeVisible({ timeout: 30_000 });
  if (await none.isVisible()) {
    await tabTo(page, none.getByRole("button"));
    await page.keyboard.press("Enter");
  }
  await expect(slot).toBeVisible({ timeout: 30_000 });
}

export const details = (page: Page) => page.getByTestId("booking-details");

/** Picks the first time with the keyboard (focus, Enter) and waits for the details step. */
export async function holdFirstTime(page: Page) {
  const picker = page.getByTestId("booking-slot-picker");
  await showTimes(page, picker);
  const { slot } = times(picker);
  const time = ((await slot.locator("bdi").textContent()) ?? "").trim();
  await slot.focus();
  await page.keyboard.press("Enter");
  await expect(details(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("booking-countdown")).toContainText(/\d:\d\d/);
  // The held time is said where the details are typed.
  await expect(page.getByTestId("booking-held-time").locator("bdi")).toHaveText(time);
}

/**
 * Moves the picker in `scope` a week on and holds its first time (always more than the 4 hours
 * of the cancel rule ahead), with Tab and Enter only.
 */
export async function holdFirstTimeNextWeek(scope: Locator, page: Page, lang: Lang) {
  const { slot, none } = times(scope);
  // This week's times (or none left: late in the day) are in before the strip moves on.
  await expect(slot.or(none)).toBeVisible({ timeout: 30_000 });
  await tabTo(page, scope.getByRole("button", { name: L[lang].nextWeek }));
  await page.keyboard.press("Enter");
  // The strip now starts a week later: "previous week" is possible.
  await expect(scope.getByRole("button", { name: L[lang].previousWeek })).toBeEnabled();
  await showTimes(page, scope);
  await tabTo(page, slot);
  await page.keyboard.press("Enter");
}

/** Insured: the first insurer of the list and a covered member's ID number, then "check my cover". */
export async function checkCover(page: Page, lang: Lang) {
  const l = L[lang];
  await details(page).getByRole("radio", { name: l.insured, exact: true }).check();
  const company = details(page).getByLabel(l.company, { exact: true });
  await expect.poll(() => company.locator("option").count()).toBeGreaterThan(1);
  await company.selectOption({ index: 1 });
  await details(page).getByLabel(l.identity, { exact: true }).fill("1098765433");
  await details(page).getByRole("button", { name: l.checkCover }).click();
  await expect(page.getByTestId("booking-covered")).toBeVisible();
}

export async function fillGuest(page: Page, lang: Lang, mobile: string) {
  const l = L[lang];
  await details(page).getByLabel(l.name, { exact: true }).fill("Huda Saleh");
  await details(page).getByLabel(l.phone, { exact: true }).fill(mobile);
  await details(page).getByLabel(l.email, { exact: true }).fill("huda@example.com");
}

/**
 * The guest's mobile code, by keyboard: Enter sends it, the code is typed, Enter confirms it.
 * `whileAsked` runs while the code field is shown (e.g. axe on that step).
 */
export async function confirmMobile(page: Page, request: APIRequestContext, lang: Lang, mobile: string, whileAsked?: () => Promise<void>) {
  const l = L[lang];
  await details(page).getByRole("button", { name: l.sendCode }).focus();
  await page.keyboard.press("Enter");
  const field = details(page).getByLabel(l.code, { exact: true });
  // The code is sent: the focus waits in its field (it fell to the page's body before).
  await expect(field).toBeFocused();
  await whileAsked?.();
  const code = await outboxCode(request, mobile, { pattern: /(\d{4})$/ });
  await tabTo(page, field);
  await page.keyboard.type(code);
  await tabTo(page, details(page).getByRole("button", { name: l.verify }));
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("booking-mobile-code")).toBeHidden();
  // The confirmation takes the place (and the focus) of the code's fieldset.
  await expect(details(page).getByText(l.mobileConfirmed)).toBeFocused();
}

export async function chooseCashAndConfirm(page: Page, lang: Lang) {
  await page.getByRole("radio", { name: new RegExp(L[lang].cash) }).check();
  await page.getByRole("button", { name: L[lang].confirm }).click();
}

/** The parts of the booking pages a step changes (see `expectNoAxeViolations`'s `include`). */
export const BOOKING_REGION = "#book";
export const APPOINTMENTS_REGION = "section[data-testid=my-appointments]";

export { expectAccessibleAtBothWidths };

/**
 * An error the patient hears and lands on: a role=alert region with `text` takes the focus; the
 * booking shows it with no axe violations at 375 and 1280 px.
 */
export async function expectErrorAnnounced(page: Page, text: string) {
  const alert = page.getByRole("alert").filter({ hasText: text });
  await expect(alert).toBeVisible({ timeout: 30_000 });
  await expect(alert).toBeFocused();
  // Said where the patient looks, not somewhere above or below the screen.
  await expect(alert).toBeInViewport();
  await expectAccessibleAtBothWidths(page, BOOKING_REGION);
}

/** A new patient account, registered and confirmed through the backend (the sign-up page has its own spec). */
export async function newPatient(request: APIRequestContext) {
  const token = await appToken(request);
  const digits = String(10_000_000 + Math.floor(Math.random() * 89_999_999));
  const patient = { mobile: `05${digits}`, email: `booking.${digits}@example.com`, password: "Booking#2026" };
  // The site forwards each visitor's address and the backend counts codes per address (30 an hour):
  // each patient made here is its own visitor, as each sign-up through the site would be.
  const headers = { authorization: `Bearer ${token}`, "x-forwarded-for": testNetworkAddress() };
  const registered = await request.post(`${BACKEND}/api/auth/register`, {
    headers,
    data: { first_name: "Rana", email: patient.email, mobile: patient.mobile, password: patient.password, password_confirmation: patient.password },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const code = await outboxCode(request, patient.mobile);
  const verified = await request.post(`${BACKEND}/api/auth/otp/verify`, { headers, data: { identifier: patient.mobile, code, purpose: "register" } });
  expect(verified.status(), await verified.text()).toBe(200);
  return patient;
}

/**
 * Signs in through the site's form, from the protected profile page (it brings the patient back),
 * by keyboard only: past the header by its skip link, Tab to each field, type, Enter.
 */
export async function signIn(page: Page, lang: Lang, patient: { email: string; password: string }) {
  const l = L[lang];
  await page.goto(`${l.prefix}/profile`);
  await expect(page).toHaveURL((url) => url.pathname === `${l.prefix}/sign-in`);
  await waitForRuntime(page);
  await tabTo(page, page.getByRole("link", { name: l.skipToContent }), { max: 2 });
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
  const form = page.locator("main form");
  for (const [field, text] of [
    [form.getByLabel(l.identifier), patient.email],
    [form.getByLabel(l.password, { exact: true }), patient.password],
  ] as const) {
    await tabTo(page, field);
    await typeInFocused(page, field, text);
  }
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL((url) => url.pathname === `${l.prefix}/profile`, { timeout: 30_000 });
}

/**
 * A new patient, signed in from its own address (`visitor`, as `visitorFrom` counts them) through
 * next-auth's endpoints: the sign-in form has its own specs (auth-guard, accounts,
 * book-in-a-minute's keyboard path).
 */
export async function signedInPatient(page: Page, request: APIRequestContext, lang: Lang, visitor: number) {
  const patient = await newPatient(request);
  await visitorFrom(page, visitor);
  await signInByRequest(page.context(), patient, lang);
  // Where a sign-in from a guarded page lands, as the form would leave the patient.
  await page.goto(`${L[lang].prefix}/profile`);
  await waitForRuntime(page);
  return patient;
}

/** The profile's appointments, once loaded; `count` items in the tab shown. */
export async function myAppointments(page: Page, lang: Lang, count: number) {
  await page.goto(`${L[lang].prefix}/profile`);
  await waitForRuntime(page);
  const items = page.getByTestId("appointment-item");
  await expect(items).toHaveCount(count, { timeout: 30_000 });
  return items;
}
