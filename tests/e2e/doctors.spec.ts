import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations, VIEWPORTS } from "./helpers/axe";
import { test } from "./helpers/test";
import { saudiDoctor } from "./helpers/booking";

/*
 * Find a doctor (issue 6): every filter alone and combined in both languages, shareable URLs,
 * Back/Forward, keyboard-only filtering, the specialty "load more", the doctor page with its
 * related doctors and language switch, and axe on the list, the open filter sheet and a doctor.
 * Facts come from the backend's deterministic seed (150 doctors, 25 specialties, 10 branches).
 */

type Lang = "ar" | "en";

const L = {
  en: {
    path: "/en/doctors",
    form: "Doctor search",
    name: "Doctor name",
    entity: "Facility",
    branch: "Branch",
    specialty: "Specialty",
    sub: "Sub-specialty",
    gender: "Gender",
    title: "Title",
    search: "Search",
    showResults: "Show results",
    filters: "Filters",
    clear: "Clear all",
    female: "Female",
    male: "Male",
    cardioQuery: "Cardio",
    cardiology: "Cardiology",
    heartFailure: "Heart failure",
    branch1: "Al Rawdah – Jeddah",
    consultant: "Consultant",
    womenEntity: "Al Nada Women's Wellness Centre",
    womenBranch: "Women's Wellness – Al Malqa",
    loadMore: "Load more specialties",
    noResults: "No results for your search",
    nameQuery: "Sarah",
    doctorSlug: "mohammed-al-ghamdi-cardiology",
    doctorName: "Dr. Mohammed Al-Ghamdi",
    related: "Related doctors",
    next: "Next doctors",
    switchTo: "العربية",
    home: "/en",
    bookAppointment: "Book an appointment",
    book: /^Book\s?:/,
    openMenu: "Open menu",
    slotName: /^Book (Today|Tomorrow|[A-Z][a-z]{2}|\d{1,2} [A-Z][a-z]{2}) \d{1,2}:\d{2}(\s?[ap]m)? with Dr\. /,
  },
  ar: {
    path: "/" + encodeURIComponent("الأطباء"),
    form: "البحث عن طبيب",
    name: "اسم الطبيب",
    entity: "المنشأة",
    branch: "الفرع",
    specialty: "التخصص",
    sub: "التخصص الدقيق",
    gender: "الجنس",
    title: "الدرجة العلمية",
    search: "بحث",
    showResults: "عرض النتائج",
    filters: "التصفية",
    clear: "مسح الكل",
    female: "أنثى",
    male: "ذكر",
    cardioQuery: "القلب",
    cardiology: "أمراض القلب",
    heartFailure: "قصور القلب",
    branch1: "فرع الروضة – جدة",
    consultant: "استشاري",
    womenEntity: "مركز الندى لصحة المرأة",
    womenBranch: "مركز صحة المرأة – الملقا",
    loadMore: "عرض المزيد من التخصصات",
    noResults: "لا توجد نتائج للبحث",
    nameQuery: "سارة",
    doctorSlug: "محمد-الغامدي-أمراض-القلب",
    doctorName: "د. محمد الغامدي",
    related: "أطباء ذوو صلة",
    next: "الأطباء التاليون",
    switchTo: "English",
    home: "/",
    bookAppointment: "احجز موعدًا",
    book: /^احجز\s?:/,
    openMenu: "فتح القائمة",
    slotName: /^احجز \S+( \S+)? \d{1,2}:\d{2}\s?[صم] مع د\. /,
  },
} as const;

const form = (page: Page, lang: Lang) => page.getByRole("search", { name: L[lang].form });
const cards = (page: Page) => page.getByTestId("doctor-results").locator("article");
const count = (page: Page) => page.getByTestId("doctor-count");
/** The specialty box: a plain text box in the server's form, a combobox once its code took over. */
const specialtyBox = (page: Page, lang: Lang) =>
  page.getByRole("combobox", { name: L[lang].specialty, exact: true }).or(page.getByRole("textbox", { name: L[lang].specialty, exact: true }));
/** The combobox alone: the interactive form is on screen. */
const specialtyCombobox = (page: Page, lang: Lang) => page.getByRole("combobox", { name: L[lang].specialty, exact: true });

/** The number in the results count ("12 doctors found" / "عثرنا على 12 طبيب"); 0 for none. */
async function total(page: Page): Promise<number> {
  const text = (await count(page).textContent()) ?? "";
  const match = text.match(/\d+/);
  if (match) return Number(match[0]);
  if (/one|واحد/.test(text)) return 1;
  if (/طبيبين/.test(text)) return 2;
  return 0;
}

async function cardNames(page: Page): Promise<string[]> {
  return cards(page).getByRole("heading").allTextContents();
}

async function open(page: Page, lang: Lang, query = "") {
  await page.goto(`${L[lang].path}${query}`);
  // The server's form hands over to its code once its island is hydrated (before, it is a plain GET form).
  await expect(page.locator('[data-hydrated="true"]:has(form[role="search"])')).toBeAttached();
}

async function submit(page: Page, lang: Lang, expectUrl: RegExp) {
  await form(page, lang).getByRole("button", { name: L[lang].search, exact: true }).click();
  await expect(page).toHaveURL(expectUrl);
}

async function chooseSpecialty(page: Page, lang: Lang, query: string, option: string) {
  const box = specialtyBox(page, lang);
  await box.fill(query);
  const listbox = page.getByRole("listbox", { name: L[lang].specialty });
  await expect(listbox.getByRole("option", { name: option, exact: true })).toBeVisible();
  await listbox.getByRole("option", { name: option, exact: true }).click();
  await expect(specialtyCombobox(page, lang)).toHaveValue(option);
}

async function expectEveryCard(page: Page, check: (card: Locator) => Promise<void>) {
  // The URL changes as the navigation starts; the results may still be on their way.
  await expect(cards(page).first()).toBeVisible();
  const n = await cards(page).count();
  expect(n).toBeGreaterThan(0);
  for (let i = 0; i < n; i++) await check(cards(page).nth(i));
}

test.describe("doctors list", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const lang of ["en", "ar"] as const) {
    const l = L[lang];

    test(`${lang}: server renders the first page with the count and the server's per-page`, async ({ page }) => {
      await open(page, lang);
      expect(await total(page)).toBe(150);
      const perPage = await cards(page).count();
      expect(perPage).toBeGreaterThan(0);
      expect(perPage).toBeLessThan(150);
      await expect(page.getByRole("navigation", { name: lang === "en" ? "Result pages" : "صفحات النتائج" })).toBeVisible();
    });

    test(`${lang}: branch filter alone`, async ({ page }) => {
      await open(page, lang);
      await form(page, lang).getByLabel(l.branch, { exact: true }).selectOption({ label: l.branch1 });
      await submit(page, lang, /[?&]branch=1(&|$)/);
      await expectEveryCard(page, (card) => expect(card).toContainText(l.branch1));
      expect(await total(page)).toBe(16);
    });

    test(`${lang}: specialty filter alone (searchable combobox) and its sub-specialty`, async ({ page }) => {
      await open(page, lang);
      await expect(form(page, lang).getByLabel(l.sub, { exact: true })).toBeDisabled();
      await chooseSpecialty(page, lang, l.cardioQuery, l.cardiology);
      await submit(page, lang, /[?&]specialty=1(&|$)/);
      await expectEveryCard(page, (card) => expect(card).toContainText(l.cardiology));
      expect(await total(page)).toBe(6);

      const sub = form(page, lang).getByLabel(l.sub, { exact: true });
      await expect(sub).toBeEnabled();
      await sub.selectOption({ label: l.heartFailure });
      await submit(page, lang, /[?&]subspecialty=\d+/);
      await expectEveryCard(page, (card) => expect(card).toContainText(l.heartFailure));
    });

    test(`${lang}: gender filter alone splits the list`, async ({ page }) => {
      await open(page, lang);
      const all = await total(page);
      await form(page, lang).getByRole("radio", { name: l.female, exact: true }).check();
      await submit(page, lang, /[?&]gender=2(&|$)/);
      const female = await total(page);
      await form(page, lang).getByRole("radio", { name: l.male, exact: true }).check();
      await submit(page, lang, /[?&]gender=1(&|$)/);
      const male = await total(page);
      expect(female).toBeGreaterThan(0);
      expect(male).toBeGreaterThan(0);
      expect(female + male).toBe(all);
    });

    test(`${lang}: title filter alone`, async ({ page }) => {
      await open(page, lang);
      await form(page, lang).getByLabel(l.title, { exact: true }).selectOption({ label: l.consultant });
      await submit(page, lang, /[?&]title=3(&|$)/);
      // Arabic titles agree with the doctor's gender (استشاري / استشارية).
      await expectEveryCard(page, (card) => expect(card.locator("p").first()).toContainText(l.consultant));
      expect(await total(page)).toBe(52);
    });

    test(`${lang}: name filter alone, and the empty state`, async ({ page }) => {
      await open(page, lang);
      await form(page, lang).getByLabel(l.name, { exact: true }).fill(l.nameQuery);
      await submit(page, lang, new RegExp(`[?&]name=${encodeURIComponent(l.nameQuery).replace(/%/g, "%")}`));
      await expectEveryCard(page, (card) => expect(card.getByRole("heading")).toContainText(l.nameQuery));

      await form(page, lang).getByLabel(l.name, { exact: true }).fill("zzzzqq");
      await submit(page, lang, /name=zzzzqq/);
      await expect(page.getByText(l.noResults)).toBeVisible();
      await expect(cards(page)).toHaveCount(0);
      expect(await total(page)).toBe(0);
    });

    test(`${lang}: entity with a single branch selects that branch`, async ({ page }) => {
      await open(page, lang);
      await form(page, lang).getByLabel(l.entity, { exact: true }).selectOption({ label: l.womenEntity });
      const branch = form(page, lang).getByLabel(l.branch, { exact: true });
      await expect(branch.locator("option:checked")).toHaveText(l.womenBranch);
      await submit(page, lang, /[?&]entity=2&branch=5/);
      await expectEveryCard(page, (card) => expect(card).toContainText(l.womenBranch));
    });

    test(`${lang}: combined filters, shared URL and Back/Forward`, async ({ page, context }) => {
      await open(page, lang);
      await form(page, lang).getByLabel(l.branch, { exact: true }).selectOption({ label: l.branch1 });
      await submit(page, lang, /branch=1/);
      const branchOnly = await cardNames(page);

      await chooseSpecialty(page, lang, l.cardioQuery, l.cardiology);
      await form(page, lang).getByRole("radio", { name: l.male, exact: true }).check();
      await submit(page, lang, /branch=1&specialty=1&gender=1/);
      await expectEveryCard(page, async (card) => {
        await expect(card).toContainText(l.branch1);
        await expect(card).toContainText(l.cardiology);
      });
      const combined = await cardNames(page);
      expect(combined.length).toBeLessThan(branchOnly.length);

      // The URL is the search: a new page opened on it shows the same doctors.
      const shared = await context.newPage();
      await shared.goto(page.url());
      await expect(cards(shared)).toHaveCount(combined.length);
      expect(await cardNames(shared)).toEqual(combined);
      await expect(specialtyBox(shared, lang)).toHaveValue(l.cardiology);
      await shared.close();

      await page.goBack();
      await expect(page).not.toHaveURL(/specialty=/);
      await expect(page).toHaveURL(/branch=1/);
      await expect(cards(page)).toHaveCount(branchOnly.length);
      await expect(specialtyBox(page, lang)).toHaveValue("");
      await expect(form(page, lang).getByRole("radio", { name: l.male, exact: true })).not.toBeChecked();

      await page.goForward();
      await expect(page).toHaveURL(/specialty=1/);
      await expect(cards(page)).toHaveCount(combined.length);
      await expect(specialtyBox(page, lang)).toHaveValue(l.cardiology);
      await expect(form(page, lang).getByRole("radio", { name: l.male, exact: true })).toBeChecked();
    });

    test(`${lang}: specialty list loads more`, async ({ page }) => {
      await open(page, lang);
      await specialtyBox(page, lang).click();
      const listbox = page.getByRole("listbox", { name: l.specialty });
      const loadMore = listbox.getByRole("option", { name: l.loadMore });
      await expect(loadMore).toBeVisible();
      await expect(listbox.getByRole("option")).toHaveCount(11);
      await loadMore.click();
      await expect(listbox.getByRole("option")).toHaveCount(21);
      await loadMore.click();
      // 25 specialties: everything is there, nothing more to load.
      await expect(listbox.getByRole("option")).toHaveCount(25);
      await expect(loadMore).toHaveCount(0);
    });

    test(`${lang}: paging keeps the filters`, async ({ page }) => {
      await open(page, lang, "?gender=1");
      const first = await cardNames(page);
      await page
        .getByRole("navigation", { name: lang === "en" ? "Result pages" : "صفحات النتائج" })
        .getByRole("link", { name: lang === "en" ? "Page 2" : "الصفحة 2" })
        .click();
      // Page 2 of this search is rendered on its first request: 30 s under the suite's load, as other first renders.
      await expect(page).toHaveURL(/gender=1&page=2/, { timeout: 30_000 });
      await expect.poll(() => cardNames(page)).not.toEqual(first);
      await expect(form(page, lang).getByRole("radio", { name: l.male, exact: true })).toBeChecked();
    });
  }

  test("keyboard only: name, branch, specialty and search without a mouse", async ({ page }) => {
    const l = L.en;
    await open(page, "en");
    // Tab from the top of the page to the name field. The field is read by its label in one step:
    // its code may take its place meanwhile (the focus goes with it), so no element is held on to.
    const name = form(page, "en").getByLabel(l.name, { exact: true });
    const focusedLabel = () => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? "");
    for (let i = 0; i < 80 && (await focusedLabel()) !== l.name; i++) {
      await page.keyboard.press("Tab");
    }
    await expect(name).toBeFocused();
    await page.keyboard.press("Tab"); // entity
    await page.keyboard.press("Tab"); // branch
    const branch = form(page, "en").getByLabel(l.branch, { exact: true });
    await expect(branch).toBeFocused();
    await page.keyboard.press("ArrowDown"); // first branch
    await expect(branch).toHaveValue("1");
    await page.keyboard.press("Tab");
    const box = specialtyCombobox(page, "en");
    await expect(box).toBeFocused();
    await page.keyboard.type("Cardio");
    await expect(page.getByRole("listbox", { name: l.specialty }).getByRole("option", { name: l.cardiology })).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expect(box).toHaveAttribute("aria-activedescendant", /.+/);
    await page.keyboard.press("Enter");
    await expect(box).toHaveValue(l.cardiology);
    await page.keyboard.press("Enter"); // list closed: Enter submits the form
    await expect(page).toHaveURL(/branch=1&specialty=1/);
    await expectEveryCard(page, (card) => expect(card).toContainText(l.cardiology));
    await expect(count(page)).toHaveAttribute("role", "status");
  });

  test("axe: list with filters has no violations (both languages)", async ({ page }) => {
    await open(page, "en", "?branch=1&specialty=1");
    await expectNoAxeViolations(page);
    await open(page, "ar");
    await expectNoAxeViolations(page);
  });

  test("without JavaScript the filters are a GET form to the list, each field named as in the URL", async ({ browser }) => {
    const l = L.en;
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${l.path}?specialty=1`);
    const search = form(page, "en");
    await expect(search).toHaveAttribute("method", "get");
    await expect(search).toHaveAttribute("action", l.path);
    await expect(search.getByRole("textbox", { name: l.specialty, exact: true })).toHaveValue(l.cardiology);
    await search.getByLabel(l.branch, { exact: true }).selectOption({ label: l.branch1 });
    await search.getByRole("radio", { name: l.male, exact: true }).check();
    await search.getByRole("button", { name: l.search, exact: true }).click();
    await expect(page).toHaveURL((url) => ["branch", "specialty", "gender"].every((key) => url.searchParams.get(key) === "1"));
    await expectEveryCard(page, async (card) => {
      await expect(card).toContainText(l.branch1);
      await expect(card).toContainText(l.cardiology);
    });
    await expect(search.getByRole("radio", { name: l.male, exact: true })).toBeChecked();
    await context.close();
  });

});

test.describe("the doctor filters' code arriving on intent", () => {
  // The held requests below must reach the page's routes: no service worker answering them from its cache.
  test.use({ viewport: { width: 1280, height: 900 }, serviceWorkers: "block" });

  test("the server's form looks the same when its code takes over, keeps what was done meanwhile and the focus; results say when they are being replaced", async ({ page }) => {
    const l = L.en;
    await open(page, "en", "?specialty=1");
    const panel = page.getByTestId("doctor-filters-panel");
    // Before any intent the page shows the server's form: its specialty box is a plain text box.
    await expect(form(page, "en").getByRole("textbox", { name: l.specialty, exact: true })).toHaveValue(l.cardiology);
    const before = await panel.screenshot();
    const results = await page.getByTestId("doctor-results").boundingBox();
    await form(page, "en").getByLabel(l.title, { exact: true }).dispatchEvent("change");
    await expect(specialtyCombobox(page, "en")).toHaveValue(l.cardiology);
    expect((await panel.screenshot()).equals(before), "the form looks the same after the swap").toBe(true);
    expect(await page.getByTestId("doctor-results").boundingBox()).toEqual(results);
    await expectNoAxeViolations(page);

    // A fresh page whose form code is slow to come: what is chosen and typed meanwhile stays.
    await open(page, "en");
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/_next/static/chunks/**", async (route) => {
      await held;
      await route.continue();
    });
    await form(page, "en").getByLabel(l.branch, { exact: true }).selectOption({ label: l.branch1 });
    const serverBox = form(page, "en").getByRole("textbox", { name: l.specialty, exact: true });
    await serverBox.focus();
    await page.keyboard.type(l.cardioQuery);
    await expect(serverBox).toHaveValue(l.cardioQuery);
    release();
    const box = specialtyCombobox(page, "en");
    await expect(box).toBeFocused();
    await expect(box).toHaveValue(l.cardioQuery);
    await expect(form(page, "en").getByLabel(l.branch, { exact: true }).locator("option:checked")).toHaveText(l.branch1);
    await page.getByRole("listbox", { name: l.specialty }).getByRole("option", { name: l.cardiology, exact: true }).click();
    await page.unroute("**/_next/static/chunks/**");

    // The results are marked busy until the server's answer for the new search arrives.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(
      (url) => url.pathname.startsWith(l.path),
      async (route) => {
        if (route.request().headers()["rsc"]) await answered;
        await route.continue();
      },
    );
    await form(page, "en").getByRole("button", { name: l.search, exact: true }).click();
    await expect(page.locator('[aria-busy="true"]').getByTestId("doctor-results")).toBeAttached();
    answer();
    await expect(page).toHaveURL(/branch=1&specialty=1/);
    await expect(page.locator('[aria-busy="true"]').getByTestId("doctor-results")).toHaveCount(0);
    await expectEveryCard(page, async (card) => {
      await expect(card).toContainText(l.branch1);
      await expect(card).toContainText(l.cardiology);
    });
  });
});

test.describe("filter sheet on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const lang of ["en", "ar"] as const) {
    const l = L[lang];
    test(`${lang}: opens as a focus-trapping dialog, closes on Escape, applies filters`, async ({ page }) => {
      await open(page, lang);
      const trigger = page.getByRole("button", { name: l.filters });
      await expect(form(page, lang)).toBeHidden();
      await expect(trigger).toHaveAttribute("aria-haspopup", "dialog");
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
      // The server's button, from the keyboard: pressing it brings the sheet's code and opens it.
      await trigger.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      // A native modal <dialog>: the page behind it is inert.
      expect(await dialog.evaluate((el) => el.matches("dialog:modal"))).toBe(true);
      const rootOverflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflowY);
      expect(await rootOverflow()).toBe("hidden");
      await expect(dialog.getByRole("heading", { name: lang === "en" ? "Filter doctors" : "تصفية الأطباء" })).toBeFocused();
      // The button behind the modal sheet is inert: read its state from the DOM.
      await expect(page.locator("#doctor-filters-open")).toHaveAttribute("aria-expanded", "true");
      await expectNoAxeViolations(page);

      // Focus stays inside the sheet (or passes through the browser's own controls, never the page).
      for (let i = 0; i < 25; i++) {
        await page.keyboard.press("Tab");
        const inside = await page.evaluate(() => {
          const active = document.activeElement;
          return !active || active === document.body || Boolean(active.closest("dialog[open]"));
        });
        expect(inside).toBe(true);
      }
      // From a field that keeps Escape for itself only while its list is open (the specialty box).
      await form(page, lang).getByLabel(l.branch, { exact: true }).focus();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
      expect(await rootOverflow()).not.toBe("hidden");

      await trigger.click();
      await form(page, lang).getByLabel(l.branch, { exact: true }).selectOption({ label: l.branch1 });
      await form(page, lang).getByRole("button", { name: l.showResults }).click();
      await expect(page).toHaveURL(/branch=1/);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expectEveryCard(page, (card) => expect(card).toContainText(l.branch1));
    });

    test(`${lang}: a result shows its photo beside the doctor's name, on the reading side`, async ({ page }) => {
      await open(page, lang);
      const card = page.getByTestId("doctor-results").locator("article").first();
      const photo = (await card.locator("img").boundingBox())!;
      const name = (await card.getByRole("heading").boundingBox())!;
      // Same band of the card, not stacked: the name starts before the photo ends vertically.
      expect(name.y).toBeLessThan(photo.y + photo.height);
      if (lang === "en") expect(photo.x + photo.width).toBeLessThanOrEqual(name.x);
      else expect(photo.x).toBeGreaterThanOrEqual(name.x + name.width);
      // The two actions keep the card's whole width below both.
      const book = (await card.getByRole("link", { name: l.book }).boundingBox())!;
      expect(book.y).toBeGreaterThan(photo.y + photo.height);
    });
  }
});

test.describe("doctor page", () => {
  for (const lang of ["en", "ar"] as const) {
    const l = L[lang];
    const prefix = lang === "en" ? "/en" : "";

    test(`${lang}: every field, contacts, JSON-LD and related doctors`, async ({ page }) => {
      await page.goto(`${prefix}/doctor/${encodeURIComponent(l.doctorSlug)}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.doctorName);
      await expect(page.getByRole("heading", { level: 2, name: lang === "en" ? "Qualifications" : "المؤهلات العلمية" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: lang === "en" ? "Career path" : "المسيرة المهنية" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: lang === "en" ? "Services" : "الخدمات" })).toBeVisible();
      await expect(page.locator("main")).toContainText(l.cardiology);
      await expect(page.locator("main")).toContainText(l.branch1);

      const tel = page.locator('#book a[href^="tel:"]');
      await expect(tel).toHaveAttribute("href", "tel:0126601984");
      await expect(tel.locator("bdi[dir=ltr]")).toHaveText("0126601984");
      const wa = page.locator('#book a[href^="https://wa.me/"]');
      await expect(wa).toBeVisible();
      await expect(wa.locator("bdi[dir=ltr]")).toBeVisible();

      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      const physician = ld.map((text) => JSON.parse(text)).find((data) => data["@type"] === "IndividualPhysician");
      expect(physician).toBeTruthy();
      expect(physician.name).toBe(l.doctorName);
      expect(physician.hospitalAffiliation["@type"]).toBe("Hospital");
      expect(ld.some((text) => text.includes('"BreadcrumbList"'))).toBe(true);

      const carousel = page.getByRole("region", { name: l.related });
      await expect(carousel).toBeVisible();
      const slides = carousel.getByRole("group");
      const n = await slides.count();
      expect(n).toBeGreaterThan(0);
      expect(n).toBeLessThanOrEqual(9);
      await expect(slides.first().getByRole("heading")).not.toHaveText(l.doctorName);
      if (n > 3) {
        const next = carousel.getByRole("button", { name: l.next });
        await expect(next).toBeEnabled();
        await next.click();
        await expect(carousel.getByRole("button", { name: lang === "en" ? "Previous doctors" : "الأطباء السابقون" })).toBeEnabled();
      }
      await expectNoAxeViolations(page);
    });

    test(`${lang}: the language switch goes to the same doctor`, async ({ page }) => {
      await page.goto(`${prefix}/doctor/${encodeURIComponent(l.doctorSlug)}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.doctorName);
      const other = lang === "en" ? L.ar : L.en;
      // Switching to Arabic may link through /ar/… (the proxy then drops the default prefix).
      const other_ = new RegExp(`^${lang === "en" ? "(/ar)?" : "/en"}/doctor/${encodeURIComponent(other.doctorSlug)}$`);
      const switchLink = page.getByRole("link", { name: l.switchTo }).first();
      // The page publishes both slugs once hydrated: the switch then links to the same doctor.
      await expect(switchLink).toHaveAttribute("href", other_);
      await switchLink.click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(other.doctorName);
      expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(`${lang === "en" ? "" : "/en"}/doctor/${other.doctorSlug}`);
    });
  }

  test("the other language's slug redirects to this language's URL", async ({ page }) => {
    await page.goto(`/en/doctor/${encodeURIComponent(L.ar.doctorSlug)}`);
    await expect(page).toHaveURL(new RegExp(`/en/doctor/${L.en.doctorSlug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(L.en.doctorName);
  });

  test("an unknown doctor is a 404", async ({ page }) => {
    const response = await page.goto("/en/doctor/no-such-doctor-anywhere");
    expect(response?.status()).toBe(404);
  });

  test("a result card links to the doctor page and to booking", async ({ page }) => {
    await open(page, "en", "?specialty=1&branch=1&gender=1");
    const card = cards(page).first();
    await expect(card.locator("img")).toHaveAttribute("src", /\/storage\/|fallback/);
    await card.getByRole("link", { name: L.en.book }).click();
    await expect(page).toHaveURL(/\/en\/doctor\/mohammed-al-ghamdi-cardiology#book$/);
    await expect(page.locator("#book")).toBeVisible();
  });
});

/** The cards' times have arrived (none of them still loading) and the first card shows some. */
async function timesLoaded(page: Page, scope: Locator) {
  await expect(scope.getByTestId("next-slot").first()).toBeVisible();
  await expect(page.locator(".next-slots-pending:visible")).toHaveCount(0);
}

/** The page's cumulative layout shift so far (Chromium reports each shift to a buffered observer). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 200);
      }),
  );
}

test.describe("next free times on doctor cards", () => {
  for (const lang of ["en", "ar"] as const) {
    const l = L[lang];

    test(`${lang}: results show each doctor's next times from one request, without moving the cards; a time opens the booking on it`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const asks: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/api/lookups/next-slots")) asks.push(request.url());
      });
      await open(page, lang);
      const results = page.getByTestId("doctor-results");
      await timesLoaded(page, results);
      await expect(results.getByTestId("next-slots")).toHaveCount(await cards(page).count());
      expect(asks).toHaveLength(1);
      expect(new URL(asks[0]!).searchParams.get("lang")).toBe(lang);
      expect(await layoutShift(page)).toBeLessThan(0.02);

      const first = cards(page).first();
      const times = first.getByTestId("next-slot");
      expect(await times.count()).toBeGreaterThan(0);
      expect(await times.count()).toBeLessThanOrEqual(3);
      const chip = times.first();
      await expect(chip).toHaveAccessibleName(l.slotName);
      await expect(chip).toHaveAttribute("href", /\/doctor\/[^?#]+\?slot=[^&]+&branch=\d+&kind=(consultation|follow_up|examination)#book$/);
      await expectNoAxeViolations(page);

      // A hold and a second page besides the list: more than the default time on a busy machine.
      test.setTimeout(90_000);
      // The time tapped: a card near the list's end, each language its own, so no other test (the
      // home page's "book in a minute" takes the first doctors' times) holds it first.
      const count = await cards(page).count();
      const tapped = cards(page).nth(count - (lang === "ar" ? 1 : 2)).getByTestId("next-slot").first();
      const time = (await tapped.locator("bdi").textContent())!.trim();
      const link = (await tapped.getAttribute("href"))!;
      await tapped.click();
      // One tap holds the time: the doctor page opens on the details with that time held, the
      // details' heading focused, and the doctor's plain URL in the address bar (the booking's code,
      // fetched as the page opens on it, reads the time and then drops it from the URL).
      await expect(page.getByTestId("booking-held-time")).toContainText(time, { timeout: 30_000 });
      await expect(page).toHaveURL(/\/doctor\/[^?#]+#book$/);
      await expect(page.getByTestId("booking-details").getByRole("heading").first()).toBeFocused();
      await expectNoAxeViolations(page);

      // The same link opened without the tap (shared, crawled) only preselects: nothing is held.
      const other = await page.context().newPage();
      await other.goto(link);
      await expect(other.getByTestId("booking-slot-picker")).toBeVisible({ timeout: 30_000 });
      await expect(other.getByTestId("booking-held-time")).toHaveCount(0);
      await other.close();
    });

    test(`${lang}: home doctor cards show their next times; no axe violations at 375 and 1280 px`, async ({ page }) => {
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await page.goto(l.home);
        const section = page.locator("#doctors");
        await section.scrollIntoViewIfNeeded();
        await timesLoaded(page, section);
        await expect(section.getByTestId("next-slot").first()).toHaveAccessibleName(l.slotName);
        await expectNoAxeViolations(page);
      }
    });

    test(`${lang}: the home page's doctor search (specialty, branch, name) opens the filtered list`, async ({ page }) => {
      await page.goto(l.home);
      const search = page.getByRole("search", { name: lang === "en" ? "Find a doctor" : "ابحث عن طبيب" });
      await search.getByLabel(l.specialty, { exact: true }).selectOption({ label: l.cardiology });
      await expect(search.getByLabel(l.branch, { exact: true }).locator("option", { hasText: l.branch1 })).toHaveCount(1);
      await search.getByRole("button").click();
      await expect(page).toHaveURL(/[?&]specialty=\d+&branch=&name=$/);
      await expectEveryCard(page, (card) => expect(card).toContainText(l.cardiology));
    });

    test(`${lang}: at 375 px the results' times have no axe violations`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await open(page, lang);
      await timesLoaded(page, page.getByTestId("doctor-results"));
      await expectNoAxeViolations(page);
    });
  }

  test("the list and home pages stay prerendered: their HTML holds the reserved band, never the times", async ({ request }) => {
    const appDir = path.join(process.cwd(), process.env.NEXT_DIST_DIR ?? ".next-e2e", "server", "app");
    for (const file of ["en.html", "ar.html", "en/doctors/f/all.html", "ar/doctors/f/all.html"]) {
      const full = path.join(appDir, file);
      expect(existsSync(full), full).toBe(true);
      const html = readFileSync(full, "utf8");
      expect(html, file).toContain('data-testid="next-slots"');
      expect(html, file).not.toContain('data-testid="next-slot"');
    }
    for (const url of ["/en/doctors", "/en"]) {
      const response = await request.get(url);
      expect(response.headers()["cache-control"], url).toMatch(/s-maxage=\d+/);
    }
  });

  test("the lookup refuses a list of ids it cannot use", async ({ request }) => {
    for (const query of ["lang=en", "lang=en&doctor_ids=1,,2", "lang=xx&doctor_ids=1", `lang=en&doctor_ids=${Array.from({ length: 25 }, (_, i) => i + 1).join(",")}`]) {
      expect((await request.get(`/api/lookups/next-slots?${query}`)).status(), query).toBe(422);
    }
    const ok = await request.get("/api/lookups/next-slots?lang=en&doctor_ids=1,2");
    expect(ok.status()).toBe(200);
    expect(ok.headers()["cache-control"]).toMatch(/max-age=15\b/);
    expect(Object.keys(await ok.json()).sort()).toEqual(["1", "2"]);
  });

  test("a doctor's week of times is read from the site's lookup, never from a cache, and bad queries are refused", async ({ request }) => {
    for (const query of ["lang=en", "lang=en&doctor_id=x", "lang=xx&doctor_id=1", "lang=en&doctor_id=1&from=2026-13", "lang=en&doctor_id=1&kind=surgery", "lang=en&doctor_id=1&branch_id=0"]) {
      expect((await request.get(`/api/lookups/doctor-slots?${query}`)).status(), query).toBe(422);
    }
    const doctor = await saudiDoctor(request, 3);
    const ok = await request.get(`/api/lookups/doctor-slots?lang=ar&doctor_id=${doctor.id}`);
    expect(ok.status()).toBe(200);
    expect(ok.headers()["cache-control"]).toBe("private, no-store");
    const week = (await ok.json()) as { data: Array<{ start: string; branch_id: number }>; meta: { days: number; branches: Array<{ id: number; name: string }> } };
    expect(week.meta.days).toBe(7);
    expect(week.meta.branches.length).toBeGreaterThan(0);
    // Arabic names for an Arabic reader.
    expect(week.meta.branches[0]!.name).toMatch(/[\u0600-\u06FF]/);
    expect((await request.get("/api/lookups/doctor-slots?lang=en&doctor_id=999999")).status()).toBe(404);
  });
});

test.describe("Book an appointment in the header", () => {
  for (const lang of ["en", "ar"] as const) {
    const l = L[lang];

    test(`${lang}: leads to find a doctor, then a doctor's booking (desktop)`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(l.home);
      await page.getByRole("banner").getByRole("link", { name: l.bookAppointment }).click();
      await expect(page).toHaveURL(new RegExp(`${l.path}$`));
      await cards(page).first().getByRole("link", { name: l.book }).click();
      // A doctor's page rendered for the first time: more than 10 s under the suite's load on 2 cores.
      await expect(page).toHaveURL(/\/doctor\/[^?#]+#book$/, { timeout: 30_000 });
      await expect(page.getByTestId("booking-panel")).toBeVisible();
    });

    test(`${lang}: opens the phone menu with booking first; no axe violations`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(l.home);
      await page.getByRole("button", { name: l.openMenu }).click();
      const menu = page.getByRole("dialog");
      await expect(menu).toBeVisible();
      const entry = menu.getByRole("link", { name: l.bookAppointment });
      await expect(entry).toBeVisible();
      await expect(menu.getByRole("link").first()).toHaveAccessibleName(l.bookAppointment);
      await expectNoAxeViolations(page);
      await entry.click();
      await expect(page).toHaveURL(new RegExp(`${l.path}$`));
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });
  }
});
