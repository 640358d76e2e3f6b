import { expect, type Locator, type Page } from "@playwright/test";
import { expectAccessibleAtBothWidths, expectNoAxeViolations } from "./helpers/axe";
import { fetchPage } from "./helpers/html";
import { waitForRuntime } from "./helpers/runtime";
import { test } from "./helpers/test";

/*
 * Find a doctor (issue 6) in a browser: what only a running page shows. The filters by keyboard
 * alone and by pointer (the specialty combobox and its "load more", a sub-specialty, Back/Forward
 * over combined filters), the server's form handing over to its code, the phone's filter sheet,
 * the cards' next free times and a tap on one, the related doctors' carousel and the language
 * switch, the header's ways to booking, and axe on the states they reach. Each runs in one
 * language (they alternate), the other language's short test keeps what is its own (right-to-left
 * layout, Arabic names of the times).
 * What a response alone shows (every filter and combination as a URL, the GET form without
 * JavaScript, paging, the doctor page's fields and JSON-LD, slugs, 404s, the lookups) is checked
 * without a browser in doctors-http.spec.ts; every page's axe at both widths in the sweep.
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
    search: "Search",
    showResults: "Show results",
    filters: "Filters",
    filterDoctors: "Filter doctors",
    male: "Male",
    cardioQuery: "Cardio",
    cardiology: "Cardiology",
    heartFailure: "Heart failure",
    branch1: "Al Rawdah – Jeddah",
    title: "Title",
    womenEntity: "Al Nada Women's Wellness Centre",
    womenBranch: "Women's Wellness – Al Malqa",
    loadMore: "Load more specialties",
    doctorSlug: "mohammed-al-ghamdi-cardiology",
    doctorName: "Dr. Mohammed Al-Ghamdi",
    related: "Related doctors",
    next: "Next doctors",
    previous: "Previous doctors",
    switchTo: "العربية",
    home: "/en",
    bookAppointment: "Book an appointment",
    book: /^Book\s?:/,
    openMenu: "Open menu",
    // The city's clock is named when the list mixes Saudi and Egyptian branches.
    slotName: /^Book (Today|Tomorrow|[A-Z][a-z]{2}|\d{1,2} [A-Z][a-z]{2}) \d{1,2}:\d{2}(\s?[ap]m)?( (Riyadh|Cairo) time)? with Dr\. /,
  },
  ar: {
    path: "/" + encodeURIComponent("الأطباء"),
    form: "البحث عن طبيب",
    name: "اسم الطبيب",
    entity: "المنشأة",
    branch: "الفرع",
    specialty: "التخصص",
    sub: "التخصص الدقيق",
    search: "بحث",
    showResults: "عرض النتائج",
    filters: "التصفية",
    filterDoctors: "تصفية الأطباء",
    male: "ذكر",
    cardioQuery: "القلب",
    cardiology: "أمراض القلب",
    heartFailure: "قصور القلب",
    branch1: "فرع الروضة – جدة",
    title: "الدرجة العلمية",
    womenEntity: "مركز الندى لصحة المرأة",
    womenBranch: "مركز صحة المرأة – الملقا",
    loadMore: "عرض المزيد من التخصصات",
    doctorSlug: "محمد-الغامدي-أمراض-القلب",
    doctorName: "د. محمد الغامدي",
    related: "أطباء ذوو صلة",
    next: "الأطباء التاليون",
    previous: "الأطباء السابقون",
    switchTo: "English",
    home: "/",
    bookAppointment: "احجز موعدًا",
    book: /^احجز\s?:/,
    openMenu: "فتح القائمة",
    slotName: /^احجز \S+( \S+)? \d{1,2}:\d{2}\s?[صم]( بتوقيت (الرياض|القاهرة))? مع د\. /,
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

/** The first result's photo beside the doctor's name, on the reading side; the two actions below both. */
async function expectPhotoOnReadingSide(page: Page, lang: Lang) {
  const card = cards(page).first();
  const photo = (await card.locator("img").boundingBox())!;
  const name = (await card.getByRole("heading").boundingBox())!;
  // Same band of the card, not stacked: the name starts before the photo ends vertically.
  expect(name.y).toBeLessThan(photo.y + photo.height);
  if (lang === "en") expect(photo.x + photo.width).toBeLessThanOrEqual(name.x);
  else expect(photo.x).toBeGreaterThanOrEqual(name.x + name.width);
  const book = (await card.getByRole("link", { name: L[lang].book }).boundingBox())!;
  expect(book.y).toBeGreaterThan(photo.y + photo.height);
}

test.describe("doctor filters by keyboard and by pointer", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("keyboard only (en): name, branch, specialty and search without a mouse", async ({ page }) => {
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

  test("by pointer (ar): the specialty list loads more, a chosen specialty opens its sub-specialties; combined filters, a shared URL, Back/Forward", async ({ page }) => {
    const lang = "ar";
    const l = L[lang];
    await open(page, lang);
    const sub = form(page, lang).getByLabel(l.sub, { exact: true });
    await expect(sub).toBeDisabled();

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
    await page.keyboard.press("Escape");

    // A chosen specialty opens its sub-specialties.
    await chooseSpecialty(page, lang, l.cardioQuery, l.cardiology);
    await submit(page, lang, /[?&]specialty=1(&|$)/);
    await expectEveryCard(page, (card) => expect(card).toContainText(l.cardiology));
    await expect(sub).toBeEnabled();
    await sub.selectOption({ label: l.heartFailure });
    await submit(page, lang, /[?&]subspecialty=\d+/);
    await expectEveryCard(page, (card) => expect(card).toContainText(l.heartFailure));

    await open(page, lang, "?branch=1");
    await expectEveryCard(page, (card) => expect(card).toContainText(l.branch1));
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

    // The URL is the search: the same URL asked for again shows the same doctors.
    const url = new URL(page.url());
    const shared = await fetchPage(page.request, `${url.pathname}${url.search}`);
    expect([...shared.doc.querySelectorAll('[data-testid="doctor-results"] article h3')].map((h) => h.textContent)).toEqual(combined);

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

test.describe("filter sheet and results on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("en: a result's photo on the reading side; the sheet opens as a focus-trapping dialog, closes on Escape, and a facility's only branch is chosen and applied", async ({ page }) => {
    const lang = "en";
    const l = L[lang];
    await open(page, lang);
    await expectPhotoOnReadingSide(page, lang);
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
    await expect(dialog.getByRole("heading", { name: l.filterDoctors })).toBeFocused();
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
    // A facility with a single branch has that branch chosen at once.
    await form(page, lang).getByLabel(l.entity, { exact: true }).selectOption({ label: l.womenEntity });
    await expect(form(page, lang).getByLabel(l.branch, { exact: true }).locator("option:checked")).toHaveText(l.womenBranch);
    await form(page, lang).getByRole("button", { name: l.showResults }).click();
    await expect(page).toHaveURL(/[?&]entity=2&branch=5/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expectEveryCard(page, (card) => expect(card).toContainText(l.womenBranch));
  });

  test("ar: a result's photo on the reading side (right), its next times from one Arabic lookup, named in Arabic; no axe violations; the filter sheet's Arabic heading", async ({ page }) => {
    const lang = "ar";
    const asks: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/lookups/next-slots")) asks.push(request.url());
    });
    await open(page, lang);
    await expectPhotoOnReadingSide(page, lang);
    const results = page.getByTestId("doctor-results");
    await timesLoaded(page, results);
    expect(asks).toHaveLength(1);
    expect(new URL(asks[0]!).searchParams.get("lang")).toBe(lang);
    await expect(results.getByTestId("next-slot").first()).toHaveAccessibleName(L[lang].slotName);
    await expectNoAxeViolations(page);
    // The filter sheet opens on its Arabic heading.
    await page.getByRole("button", { name: L[lang].filters }).click();
    await expect(page.getByRole("dialog").getByRole("heading", { name: L[lang].filterDoctors })).toBeFocused();
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
  test("en: results show each doctor's next times from one request, without moving the cards; a time opens the booking on it", async ({ page }) => {
    // A hold and a second page besides the list: more than the default time on a busy machine.
    test.setTimeout(90_000);
    const lang = "en";
    const l = L[lang];
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
    await expectAccessibleAtBothWidths(page);

    // The time tapped: a card near the list's end, and its last time, so no other test holds it
    // first: the home page's "book in a minute" takes the first doctors' times, and the booking
    // specs hold the first time of doctors the backend lists (this card's doctor among them).
    const n = await cards(page).count();
    const tapped = cards(page).nth(n - 2).getByTestId("next-slot").last();
    const time = (await tapped.locator("bdi").textContent())!.trim();
    const link = (await tapped.getAttribute("href"))!;
    const listTitle = await page.title();
    const visited: string[] = [];
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    await tapped.click();
    // One tap holds the time: the doctor page opens on the details with that time held, the
    // details' heading focused, and the doctor's plain URL in the address bar from the start (the
    // time rides in the tap's note: an address rewritten afterwards would remount the page's head).
    await expect(page.getByTestId("booking-held-time")).toContainText(time, { timeout: 30_000 });
    await expect(page).toHaveURL(/\/doctor\/[^?#]+#book$/);
    expect(visited.filter((url) => new URL(url).search !== "")).toEqual([]);
    await expect(page.getByTestId("booking-details").getByRole("heading").first()).toBeFocused();
    // The doctor page's own title: a client navigation's head comes after the page's body, and
    // until it does the document has none (axe's document-title failed in that moment).
    await expect.poll(async () => [listTitle, ""].includes(await page.title()), { message: "the doctor page's title" }).toBe(false);
    await expectNoAxeViolations(page);

    // The same link opened without the tap (shared, crawled) only preselects: nothing is held.
    const other = await page.context().newPage();
    await other.goto(link);
    await expect(other.getByTestId("booking-slot-picker")).toBeVisible({ timeout: 30_000 });
    await expect(other.getByTestId("booking-held-time")).toHaveCount(0);
    await other.close();
  });

  test("ar: home doctor cards show their next times, named in Arabic; no axe violations at 375 and 1280 px", async ({ page }) => {
    const l = L.ar;
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(l.home);
    const section = page.locator("#doctors");
    await section.scrollIntoViewIfNeeded();
    await timesLoaded(page, section);
    await expect(section.getByTestId("next-slot").first()).toHaveAccessibleName(l.slotName);
    await expectAccessibleAtBothWidths(page);
  });
});

test.describe("the way to a doctor's booking", () => {
  test("en: Book an appointment in the header leads to find a doctor, then a card's Book to the doctor's booking (desktop)", async ({ page }) => {
    const l = L.en;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(l.home);
    await page.getByRole("banner").getByRole("link", { name: l.bookAppointment }).click();
    // The doctors soonest free first, at the list: the next Tab is the first doctor, not the header again.
    await expect(page).toHaveURL(new RegExp(`${l.path}\\?sort=soonest#doctor-list$`));
    // The URL changes when the new document commits; the browser moves the Tab's starting point to
    // the list once it has parsed it, so the Tab waits for the page to have loaded.
    await page.waitForLoadState("load");
    await expect(cards(page).first()).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(cards(page).first().locator(":focus")).toHaveCount(1);
    await cards(page).first().getByRole("link", { name: l.book }).click();
    // A doctor's page rendered for the first time: more than 10 s under the suite's load on 2 cores.
    await expect(page).toHaveURL(/\/doctor\/[^?#]+#book$/, { timeout: 30_000 });
    await expect(page.locator("#book")).toBeVisible();
    await expect(page.getByTestId("booking-panel")).toBeVisible();
  });

  test("ar: the phone menu opens with booking first; no axe violations", async ({ page }) => {
    const l = L.ar;
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
    await expect(page).toHaveURL(new RegExp(`${l.path}\\?sort=soonest#doctor-list$`));
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("doctor page", () => {
  test("ar: the related doctors move by their buttons, and the language switch goes to the same doctor", async ({ page }) => {
    const l = L.ar;
    const other = L.en;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/doctor/${encodeURIComponent(l.doctorSlug)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.doctorName);
    await waitForRuntime(page);

    const carousel = page.getByRole("region", { name: l.related });
    await expect(carousel).toBeVisible();
    const slides = carousel.getByRole("group");
    if ((await slides.count()) > 3) {
      const next = carousel.getByRole("button", { name: l.next });
      await expect(next).toBeEnabled();
      await next.click();
      await expect(carousel.getByRole("button", { name: l.previous })).toBeEnabled();
    }

    // Switching to English links straight to the English slug once the page runs.
    const switchLink = page.getByRole("link", { name: l.switchTo }).first();
    await expect(switchLink).toHaveAttribute("href", new RegExp(`^/en/doctor/${other.doctorSlug}$`));
    await switchLink.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(other.doctorName);
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(`/en/doctor/${other.doctorSlug}`);
  });
});
