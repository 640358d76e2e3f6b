import { expect, type Page } from "@playwright/test";
import { expectAccessibleAtBothWidths } from "./helpers/axe";
import { TEST_ADDRESS_HEADER } from "../../server/visitor-address.mjs";
import { tabTo } from "./helpers/keyboard";
import { test } from "./helpers/test";

/*
 * Offers (issue 20) in a browser: the list's sort and categories by pointer, load more appending
 * and a search starting again from page 1; buying with each of the main hospital's payment types
 * to success and to failure, a double submit making one booking, a keyboard-only purchase, and
 * axe with the popup open (and its errors). Each flow runs in one language, the languages
 * alternating so that each payment outcome's page is seen in both. What the server renders alone
 * (each sort, category, search and shared URL, the cached lists, showExpired, the offer page's
 * prices, JSON-LD and language switch) is checked without a browser in offers-http.spec.ts.
 * Facts come from the backend's deterministic seed: the main hospital (BU 1) has 16 offers,
 * 3 of them expired, 12 per page; 4 branches; cash, card and Tamara.
 */

type Lang = "ar" | "en";

const BACKEND = `http://localhost:${process.env.E2E_BACKEND_PORT ?? "4010"}`;

const L = {
  en: {
    path: "/en/offers",
    prefix: "/en",
    sortBy: "Sort by",
    sorts: { highestPrice: "Highest price", lowestPrice: "Lowest price", mostBooked: "Most booked", leastBooked: "Least booked" },
    highest: "Laser hair removal sessions",
    lowest: "Thyroid function tests",
    heart: "Heart",
    derm: "Dermatology and laser",
    search: "Search offers",
    searchButton: "Search",
    laser: "laser",
    loadMore: "Load more offers",
    offerSlug: "gold-complete-check-up-package",
    book: "Book this offer",
    name: "Name",
    phone: "Mobile number",
    sendCode: "Send code",
    code: "Verification code",
    verify: "Confirm code",
    mobileConfirmed: "Your mobile number is confirmed.",
    branch: "Branch",
    submit: "Book now",
    cash: /Cash at the branch/,
    card: /Credit or debit card/,
    tamara: /Tamara instalments/,
    confirmed: "Booking confirmed",
    paid: "Payment completed",
    notCompleted: "Payment was not completed",
    required: "Name is required",
  },
  ar: {
    path: "/" + encodeURIComponent("العروض"),
    prefix: "",
    sortBy: "ترتيب حسب",
    sorts: { highestPrice: "الأعلى سعرًا", lowestPrice: "الأقل سعرًا", mostBooked: "الأكثر حجزًا", leastBooked: "الأقل حجزًا" },
    highest: "جلسات إزالة الشعر بالليزر",
    lowest: "فحص الغدة الدرقية",
    heart: "القلب",
    derm: "الجلدية والليزر",
    search: "ابحث في العروض",
    searchButton: "بحث",
    laser: "ليزر",
    loadMore: "تحميل المزيد من العروض",
    offerSlug: "باقة-الفحص-الشامل-الذهبية",
    book: "احجز هذا العرض",
    name: "الاسم",
    phone: "رقم الجوال",
    sendCode: "أرسل الرمز",
    code: "رمز التحقق",
    verify: "تأكيد الرمز",
    mobileConfirmed: "تم تأكيد رقم جوالك.",
    branch: "الفرع",
    submit: "احجز الآن",
    cash: /نقدًا في الفرع/,
    card: /بطاقة/,
    tamara: /تمارا/,
    confirmed: "تم تأكيد الحجز",
    paid: "تم الدفع بنجاح",
    notCompleted: "لم تكتمل عملية الدفع",
    required: "الاسم مطلوب",
  },
} as const;

const results = (page: Page) => page.getByTestId("offer-results");

async function openList(page: Page, lang: Lang, query = "") {
  await page.goto(`${L[lang].path}${query}`);
  await expect(page.locator('[data-hydrated="true"]').first()).toBeAttached();
}

/** A fresh Saudi mobile per test, so the outbox and rate limits see each test alone. */
const mobile = () => `05${String(Date.now() + Math.floor(Math.random() * 1e6)).slice(-8)}`;

// Every test is its own visitor: bookings are rate-limited per IP (10 in 10 minutes), and the
// whole suite would otherwise come from one address.
test.beforeEach(async ({ page }) => {
  const octet = () => 1 + Math.floor(Math.random() * 254);
  await page.setExtraHTTPHeaders({ [TEST_ADDRESS_HEADER]: `198.51.${octet()}.${octet()}` });
});

async function outbox(to: string): Promise<{ channel: string; body: string }[]> {
  const res = await fetch(`${BACKEND}/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { data: { channel: string; body: string }[] }).data;
}

async function openOffer(page: Page, lang: Lang, slug: string = L[lang].offerSlug) {
  await page.goto(`${L[lang].prefix}/offer/${encodeURIComponent(slug)}`);
  await expect(page.getByTestId("offer-book")).toHaveAttribute("data-hydrated", "true");
}

async function openPopup(page: Page, lang: Lang) {
  await page.getByRole("button", { name: L[lang].book }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("offer-booking-form")).toBeVisible();
  return dialog;
}

/** The code the backend texted `phone` to prove it before an offer is booked. */
async function offerCode(phone: string): Promise<string> {
  let code = "";
  await expect(async () => {
    const newest = (await outbox(phone)).find((m) => m.channel === "sms")?.body ?? "";
    code = /(?:offer|العرض)\D*(\d{4})/.exec(newest)?.[1] ?? "";
    expect(code).toMatch(/^\d{4}$/);
  }).toPass({ timeout: 10_000 });
  return code;
}

/** A guest proves the mobile with the code sent to it, as the popup asks before booking. */
async function proveMobile(page: Page, lang: Lang, phone: string) {
  const dialog = page.getByRole("dialog");
  const step = dialog.getByTestId("offer-mobile-code");
  await step.getByRole("button", { name: L[lang].sendCode }).click();
  await step.getByLabel(L[lang].code, { exact: true }).fill(await offerCode(phone));
  await step.getByRole("button", { name: L[lang].verify }).click();
  await expect(dialog.getByText(L[lang].mobileConfirmed)).toBeFocused();
}

async function fillBooking(page: Page, lang: Lang, phone: string, method: RegExp) {
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(L[lang].name, { exact: true }).fill(lang === "en" ? "Sara Ahmed" : "سارة أحمد");
  await dialog.getByLabel(L[lang].phone, { exact: true }).fill(phone);
  await proveMobile(page, lang, phone);
  await dialog.getByLabel(L[lang].branch, { exact: true }).selectOption({ index: 1 });
  await dialog.getByRole("radio", { name: method }).check();
}

/** The booking confirmations texted to `phone` (its code's message is not one). */
const confirmations = async (phone: string) => (await outbox(phone)).filter((m) => m.channel === "sms" && /OF-[2-9A-Z]{8}/.test(m.body));

test.describe("offers list by pointer", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("ar: each of the four sorts and several categories at once change the URL and the list", async ({ page }) => {
    const lang = "ar";
    const l = L[lang];
    await openList(page, lang);
    const select = page.getByRole("combobox", { name: l.sortBy });
    await select.selectOption({ label: l.sorts.highestPrice });
    await expect(page).toHaveURL(/sort=price-desc/);
    await expect(results(page).getByRole("heading").first()).toHaveText(l.highest);
    await select.selectOption({ label: l.sorts.lowestPrice });
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect(results(page).getByRole("heading").first()).toHaveText(l.lowest);
    for (const [name, param] of [
      ["mostBooked", "bookings-desc"],
      ["leastBooked", "bookings-asc"],
    ] as const) {
      await select.selectOption({ label: l.sorts[name] });
      await expect(page).toHaveURL(new RegExp(`sort=${param}`));
      // The site's own list endpoint gives the bookings count the order must follow.
      const api = await page.request.get(`/api/offers?lang=${lang}&sort=${param}`);
      const body = (await api.json()) as { offers: { title: string; bookingsCount: number }[] };
      const counts = body.offers.map((offer) => offer.bookingsCount);
      expect(counts).toEqual([...counts].sort((a, b) => (param === "bookings-desc" ? b - a : a - b)));
      await expect(results(page).getByRole("heading").first()).toHaveText(body.offers[0]!.title);
    }

    await page.getByRole("checkbox", { name: l.heart, exact: true }).check();
    await expect(page).toHaveURL(/category=6/);
    await expect(results(page).locator("article")).toHaveCount(3);
    await page.getByRole("checkbox", { name: l.derm, exact: true }).check();
    await expect(page).toHaveURL(/category=5%2C6/);
    await expect(results(page).locator("article")).toHaveCount(5);
    await page.getByRole("checkbox", { name: l.heart, exact: true }).uncheck();
    await expect(results(page).locator("article")).toHaveCount(2);
  });

  test("en: load more appends the next page, then a search starts again from page 1", async ({ page }) => {
    const lang = "en";
    const l = L[lang];
    await openList(page, lang);
    await page.getByRole("link", { name: l.loadMore }).click();
    await expect(results(page).locator("article")).toHaveCount(13);
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole("link", { name: l.loadMore })).toHaveCount(0);

    await page.getByRole("searchbox", { name: l.search }).fill(l.laser);
    await page.getByRole("button", { name: l.searchButton, exact: true }).click();
    await expect(page).toHaveURL(/search=/);
    await expect(page).not.toHaveURL(/page=/);
    await expect(results(page).getByRole("heading", { name: l.highest })).toBeVisible();
  });
});

// Buying: each payment type and outcome once, in one language or the other, so that each outcome's
// page (confirmed, paid, not completed) is read in both.
test.describe("offer page and buying", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("ar: cash: the booking is confirmed on the payment response page with its code, and confirmed by SMS", async ({ page }) => {
    const lang = "ar";
    const l = L[lang];
    const phone = mobile();
    await openOffer(page, lang);
    await openPopup(page, lang);
    await fillBooking(page, lang, phone, l.cash);
    await page.getByRole("button", { name: l.submit }).click();
    await expect(page).toHaveURL(/\/paymentResponse\/pay_/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.confirmed);
    await expect(page.getByText(/OF-[2-9A-Z]{8}/).first()).toBeVisible();
    expect(await confirmations(phone)).toHaveLength(1);
  });

  for (const [lang, method, outcome] of [
    ["en", "card", "paid"],
    ["ar", "card", "not_paid"],
    ["ar", "tamara", "paid"],
    ["en", "tamara", "not_paid"],
  ] as const) {
    const l = L[lang];
    test(`${lang}: ${method} to ${outcome === "paid" ? "success" : "failure"}`, async ({ page }) => {
      await openOffer(page, lang);
      await openPopup(page, lang);
      await fillBooking(page, lang, mobile(), l[method]);
      await page.getByRole("button", { name: l.submit }).click();
      await expect(page).toHaveURL(new RegExp(`/sandbox/${method}/`));
      if (method === "card") {
        await page.locator("#name").fill("Sara Ahmed");
        await page.locator("#number").fill(outcome === "paid" ? "4111111111111111" : "4000000000000002");
        await page.locator("#expiry").fill("12/30");
        await page.locator("#cvc").fill("123");
        await page.locator("button[type=submit]").click();
      } else {
        await page.locator(`button[value=${outcome === "paid" ? "approve" : "decline"}]`).click();
      }
      await expect(page).toHaveURL(/\/paymentResponse\/pay_/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(outcome === "paid" ? l.paid : l.notCompleted);
      if (outcome === "paid") await expect(page.getByText(/OF-[2-9A-Z]{8}/).first()).toBeVisible();
    });
  }

  test("en: a double submit makes one booking", async ({ page }) => {
    const lang = "en";
    const l = L[lang];
    const phone = mobile();
    await openOffer(page, lang);
    await openPopup(page, lang);
    await fillBooking(page, lang, phone, l.cash);
    await page.getByRole("button", { name: l.submit }).dblclick();
    await expect(page).toHaveURL(/\/paymentResponse\/pay_/);
    expect(await confirmations(phone)).toHaveLength(1);
  });
});

test.describe("buying with the keyboard only", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("Escape closes the popup and the focus returns; then a purchase by keyboard", async ({ page }) => {
    const l = L.en;
    await openOffer(page, "en");
    const book = page.getByRole("button", { name: l.book });
    await book.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByLabel(l.name, { exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(book).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(dialog.getByLabel(l.name, { exact: true })).toBeFocused();
    // Sending empty names the missing fields without leaving the popup.
    await dialog.getByRole("button", { name: l.submit }).focus();
    await page.keyboard.press("Enter");
    await expect(dialog.getByText(l.required)).toBeVisible();
    await expect(dialog.getByLabel(l.name, { exact: true })).toBeFocused();
    await page.keyboard.type("Sara Ahmed");
    await page.keyboard.press("Tab");
    await expect(dialog.getByLabel(l.phone, { exact: true })).toBeFocused();
    const phone = mobile();
    await page.keyboard.type(phone);
    // The mobile's code, by keyboard: send it, type it, confirm it.
    const step = dialog.getByTestId("offer-mobile-code");
    await tabTo(page, step.getByRole("button", { name: l.sendCode }));
    await page.keyboard.press("Enter");
    const code = step.getByLabel(l.code, { exact: true });
    await tabTo(page, code);
    await page.keyboard.type(await offerCode(phone));
    await tabTo(page, step.getByRole("button", { name: l.verify }));
    await page.keyboard.press("Enter");
    await expect(dialog.getByText(l.mobileConfirmed)).toBeFocused();
    await tabTo(page, dialog.getByLabel(l.branch, { exact: true }));
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("radio").first()).toBeFocused();
    await page.keyboard.press("Space");
    await expect(dialog.getByRole("radio", { name: l.cash })).toBeChecked();
    // Tab never leaves the modal popup: it reaches the submit button inside it.
    for (let i = 0; i < 10; i++) {
      if (await dialog.getByRole("button", { name: l.submit }).evaluate((el) => el === document.activeElement)) break;
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/paymentResponse\/pay_/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.confirmed);
  });
});

test.describe("accessibility of the offer's booking popup", () => {
  test("en: axe at 375 and 1280 px with the popup open, and with its errors shown", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openOffer(page, "en");
    await openPopup(page, "en");
    await expectAccessibleAtBothWidths(page);
    await page.getByRole("dialog").getByRole("button", { name: L.en.submit }).click();
    await expect(page.getByRole("dialog").getByText(L.en.required)).toBeVisible();
    await expectAccessibleAtBothWidths(page);
  });
});
