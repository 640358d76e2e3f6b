import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import {
  BACKEND,
  BOOKING_REGION,
  checkCover,
  details,
  type DoctorRef,
  doctorIn,
  expectAccessibleAtBothWidths,
  holdFirstTime,
  L,
  type Lang,
  myAppointments,
  openBooking,
  signedInPatient,
} from "./helpers/booking";
import { test } from "./helpers/test";

/*
 * The online methods other than the card, through the whole doctor booking of a signed-in
 * patient: time, details, insurance, payment, the provider's sandbox page, the summary with its
 * status and the appointment in "my appointments". Fawry (Egypt, pounds) in Arabic: a reference
 * paid later at an outlet, pending until then. Tamara (Saudi Arabia, riyals) in English:
 * instalments approved on Tamara's page. axe at 375 and 1280 px at each step the other specs leave.
 */

/** A new patient, signed in from its own address, on the doctor's booking. */
async function signedInAtDoctor(page: Page, request: APIRequestContext, lang: Lang, doctor: DoctorRef, visitor: number) {
  const patient = await signedInPatient(page, request, lang, visitor);
  await openBooking(page, lang, doctor);
  return patient;
}

/** The booking summary's rows (SPEC §3) by their label. */
async function summaryRows(page: Page): Promise<Map<string, string>> {
  const rows = page.getByTestId("booking-summary").locator("dl > div");
  const map = new Map<string, string>();
  for (const row of await rows.all()) {
    map.set((await row.locator("dt").innerText()).trim(), (await row.locator("dd").innerText()).trim());
  }
  return map;
}

/** 1,140.00 → 1140 (Latin digits with the minor unit in both languages). */
const amountOf = (text: string) => Number(/[\d,]+\.\d{2}/.exec(text)?.[0]?.replace(/,/g, "") ?? Number.NaN);

const SUMMARY = {
  ar: { price: "السعر", afterTax: "بعد الضريبة", method: "طريقة الدفع", insurance: "حالة التأمين", date: "تاريخ الحجز", time: "وقت الحجز", code: "رقم الحجز" },
  en: { price: "Price", afterTax: "After tax", method: "Payment method", insurance: "Insurance status", date: "Booking date", time: "Booking time", code: "Reservation code" },
} as const;

interface Booked {
  price: number;
  total: number;
  date: string;
  time: string;
  code: string;
}

/**
 * Holds a time, keeps the account's details, picks `method`, checks the summary and confirms.
 * `withCover`: the patient first checks an insurer's cover, then pays it all (non-insured).
 */
async function bookWith(page: Page, lang: Lang, method: "fawry" | "tamara", taxRate: number, mobile: string, { withCover = false } = {}): Promise<Booked> {
  const l = L[lang];
  await holdFirstTime(page);
  await expect(details(page).getByLabel(l.phone, { exact: true })).toHaveValue(mobile);
  if (withCover) await checkCover(page, lang);
  await details(page).getByRole("radio", { name: new RegExp(`^${l[method]}`) }).check();
  // The insurance and payment choices with the summary.
  await expectAccessibleAtBothWidths(page, BOOKING_REGION);
  await details(page).getByRole("radio", { name: l.notInsured, exact: true }).check();

  const s = SUMMARY[lang];
  const rows = await summaryRows(page);
  const booked = {
    price: amountOf(rows.get(s.price) ?? ""),
    total: amountOf(rows.get(s.afterTax) ?? ""),
    date: rows.get(s.date) ?? "",
    time: rows.get(s.time) ?? "",
    // Known once the booking is confirmed (the payment response page shows it), never while held.
    code: "",
  };
  expect(rows.has(s.code)).toBe(false);
  expect(booked.price).toBeGreaterThan(0);
  expect(booked.total).toBeCloseTo(booked.price * (1 + taxRate), 2);
  expect(rows.get(s.method)).toBe(l[method]);
  expect(rows.get(s.insurance)).toBe(l.notInsured);
  expect(booked.date).toMatch(/\b20\d\d\b/);
  expect(booked.time).toMatch(/\d{1,2}:\d\d/);
  await page.getByRole("button", { name: l.confirm }).click();
  return booked;
}

/** The payment response page: its state, the booking's code and the amounts and method it was paid with. */
async function expectResponse(page: Page, lang: Lang, state: string, title: string, booked: Booked, method: "fawry" | "tamara") {
  await expect(page).toHaveURL(/\/paymentResponse\/pay_/, { timeout: 30_000 });
  const panel = page.locator(`section[data-state="${state}"]`);
  await expect(panel).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  booked.code = (await panel.getByTestId("booking-code").innerText()).trim();
  expect(booked.code).toMatch(/^BK-/);
  expect(amountOf(await panel.getByTestId("payment-total").first().innerText())).toBe(booked.total);
  await expect(panel.locator("dd").filter({ hasText: L[lang][method] })).toBeVisible();
}

/** The one upcoming appointment: code, date and time, the amount and method, and `status`. */
async function expectAppointment(item: Locator, lang: Lang, booked: Booked, method: "fawry" | "tamara", status: string) {
  await expect(item).toContainText(booked.code);
  await expect(item).toContainText(status);
  const text = await item.innerText();
  expect(text).toContain(booked.date);
  expect(text).toContain(booked.time);
  expect(text).toContain(L[lang][method]);
  expect(amountOf(/[\d,]+\.\d{2}[^\n]*·/.exec(text)?.[0] ?? "")).toBe(booked.total);
}

test("ar: Fawry books the time pending with a reference; paid at the outlet, the appointment turns paid", async ({ page, request }) => {
  test.setTimeout(120_000);
  const l = L.ar;
  const patient = await signedInAtDoctor(page, request, "ar", await doctorIn(request, "EG", 2), 51);
  // Egypt: pounds with 14% tax.
  const booked = await bookWith(page, "ar", "fawry", 0.14, patient.mobile, { withCover: true });

  // No provider page to leave for: the response page at once, pending with the reference to pay.
  await expectResponse(page, "ar", "pending", l.fawryTitle, booked, "fawry");
  const reference = ((await page.getByTestId("fawry-reference").textContent()) ?? "").trim();
  expect(reference).toMatch(/^\d+$/);
  // (axe on this page: pending in payments.spec.ts, paid with a booking's summary in booking.spec.ts.)
  let item = (await myAppointments(page, "ar", 1)).first();
  await expectAppointment(item, "ar", booked, "fawry", l.pending);

  // The outlet's cashier looks the reference up and takes the money (the sandbox's paying path;
  // axe on the outlet's pages, with a mistyped number, in payments.spec.ts).
  await page.goto(`${BACKEND}/sandbox/fawry/outlet?lang=ar`);
  await page.locator("#ref").fill(reference);
  await page.locator("#ref").press("Enter");
  await expect(page.getByRole("status")).toHaveText("UNPAID");
  await page.locator("button[value=approve]").click();
  await expect(page.getByRole("status")).toHaveText("PAID");

  // Fawry's notification has booked the time: the appointment is paid (the response page's own
  // turn to paid is in payments.spec.ts).
  item = (await myAppointments(page, "ar", 1)).first();
  await expectAppointment(item, "ar", booked, "fawry", l.paid);
});

test("en: Tamara instalments approved on Tamara's page pay the booking; the appointment is paid", async ({ page, request }) => {
  test.setTimeout(120_000);
  const l = L.en;
  const patient = await signedInAtDoctor(page, request, "en", await doctorIn(request, "SA", 9), 52);
  // Saudi Arabia: riyals with 15% VAT.
  const booked = await bookWith(page, "en", "tamara", 0.15, patient.mobile);

  // Tamara's checkout: the plan in three parts of the total, then approval.
  await expect(page).toHaveURL(new RegExp(`^${BACKEND}/sandbox/tamara/checkout/`), { timeout: 30_000 });
  await expect(page.locator("ol li")).toHaveCount(3);
  await expect(page.locator("main")).toContainText(booked.total.toLocaleString("en-US", { minimumFractionDigits: 2 }));
  await expectAccessibleAtBothWidths(page);
  await page.locator("button[value=approve]").click();

  await expectResponse(page, "en", "paid", l.paidTitle, booked, "tamara");
  await expectAccessibleAtBothWidths(page);
  const item = (await myAppointments(page, "en", 1)).first();
  await expectAppointment(item, "en", booked, "tamara", l.paid);
});
