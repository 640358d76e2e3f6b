import { gzipSync } from "node:zlib";
import { expect, type APIRequestContext } from "@playwright/test";
import { saudiDoctor } from "./helpers/booking";
import { test } from "./helpers/test";

/**
 * First-load JavaScript of public pages against the framework floor: `/bench-minimal` is a page
 * with no code of ours (React and the Next runtime alone), built in the same build. A public page
 * may add at most 20 kB gzipped on top (the goal, measured by `npm run bench`).
 *
 * The doctor search keeps a ceiling of its own that may only come down (docs/performance.md): floor
 * + 16.7 kB since its order links, its "show all" and its form's router are Next's own with paths
 * written by lib/i18n (+ 16.40 kB measured, 2026-11-30: next-intl's navigation left its first load;
 * it was + 18.5), and the frame's kept parts can be drawn in the browser after a client navigation
 * (+ 16.59 kB, the same day). + 16.9 kB since the frame's newsletter form, the breadcrumb's trail
 * and the header's last links became kept markup (+ 16.82 kB measured, 2026-11-30): 0.23 kB of
 * stand-ins for every page, against 5 kB less payload on each (docs/performance.md). + 17.0 kB since its
 * filters' server form became kept markup drawn from its lists and words (+ 16.91 kB measured,
 * 2026-11-30): 0.09 kB for 5.5 kB less payload on each search (doctor-search-island.tsx). + 17.1 kB
 * since the footer's columns are kept by key (+ 17.07 kB measured, 2026-11-30): 0.16 kB of stand-in
 * on every page for 2.2 kB less payload on each (components/ui/kept-from-server.tsx, `keptByKey`). + 17.2 kB
 * since the header's menus and the footer's newsletter form are kept by key too (+ 17.19 kB measured,
 * 2026-11-30): 0.09 kB for 2.1–2.4 kB less payload on every page, and a form sent while its code
 * cannot be fetched now goes as a plain post (activate-on-intent.tsx). + 17.3 kB since the layout's
 * script that holds early presses is drawn by a client component (+ 17.26 kB measured, 2026-11-30):
 * 0.07 kB for 0.5 kB less payload on every page (components/forms/hold-early-submits.tsx). + 17.5 kB
 * since a picture's markup is one view for the responsive image's code and for markup the server
 * writes as a string (components/ui/picture-view.tsx), whose failed images the layout's early script
 * swaps (+ 17.4 kB measured, 2026-12-01): 0.1 kB for an article's body kept by key, 4.3 kB less
 * payload on each article (components/blog/kept-article-body.tsx). + 15.0 kB since the site's links
 * are plain anchors whose client navigation mounts with the page (lib/navigation/soft-link.tsx,
 * + 14.74 kB measured, 2026-12-02): next/link and next-intl's navigation left every page's first
 * load, and the soft links' listener (0.5 kB) came into it. + 15.3 kB since the layout's early script
 * fetches a first visit's web faces before naming them (lib/fonts/start-web-fonts-script.ts, + 15.1 kB
 * measured, 2026-12-02): 0.2 kB on every page for one pass of the whole page's style and layout after
 * the first paint instead of two. It was + 22.8 kB before its filters became an island, + 17.4 kB before every error
 * boundary became one module and the doctor photo a server wrapper of the responsive image
 * (+ 16.97 kB, 2026-11-26), + 17.1 kB until its cards became a client list expanding each doctor's
 * few fields (doctor-card-list.tsx, 2026-11-29): + 1.3 kB of JavaScript (the card and the list,
 * 3.0 kB gzipped, less what the page already had) for 30.7 kB less payload (HTML 138 → 107 kB,
 * payload ÷ markup 2.05 → 1.37, en; the search by name 111.5 → 93.6 kB, 2.14 → 1.64) and about
 * 8 ms less CPU per search by name (28 → 20 ms, A/B on a loaded host). The home page (+ 19.84 kB, 2026-11-29 16:00: its carousels and sections;
 * + 19.59 since its cards are drawn from data by code that loads after the first load,
 * components/home/home-cards.tsx) is held to the budget itself, and so is a doctor's page (+ 18.9 kB since its booking loads when the
 * patient turns to it; it was + 95.6 kB; + 19.85 kB since its related doctors' carousel draws their
 * cards from compact data, 2026-11-29, its payload 9.3 kB lighter).
 *
 * The account pages a visitor fills in first, sign-in and sign-up, may add 35 kB: their forms' code
 * (react-hook-form, the rules, next-auth's client) comes when a field takes the focus, or the
 * pointer reaches sign-in's tabs (+ 19.24 and + 17.81 kB measured on 2026-11-30; they were + 75 and
 * + 66 kB).
 */
const BUDGET_KB = 20;
const ACCOUNT_BUDGET_KB = 35;

const DOCTORS_AR = `/${encodeURIComponent("الأطباء")}`;

const CEILING_KB: Record<string, number> = {
  "/en/doctors": 15.3,
  [DOCTORS_AR]: 15.3,
};

const ACCOUNT_PAGES = ["/sign-in", "/en/sign-in", "/sign-up", "/en/sign-up"];

const PUBLIC_PAGES = [
  "/",
  "/en",
  "/en/clinics",
  `/${encodeURIComponent("العيادات")}`,
  "/en/doctors",
  DOCTORS_AR,
  "/en/offers",
  "/en/offers?category=6&sort=price-desc",
  "/en/blog",
  "/en/FAQs",
  "/en/news",
  "/en/events",
  "/en/about_us",
  "/en/privacy-policy",
  "/en/contact-us",
  "/en/risk-assessment",
  "/en/landing-page/heart-check-up",
  `/landing-page/${encodeURIComponent("فحص-القلب-الشامل")}`,
];

async function firstLoadKb(request: APIRequestContext, path: string, sizes: Map<string, number>): Promise<number> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  // `noModule` scripts (legacy polyfills) are never fetched by browsers that run modules.
  const sources = new Set(
    [...html.matchAll(/<script([^>]*)>/g)]
      .filter((m) => !/\bnoModule\b/i.test(m[1] ?? ""))
      .map((m) => /\bsrc="([^"]+)"/.exec(m[1] ?? "")?.[1] ?? "")
      .filter((src) => src.startsWith("/_next/")),
  );
  let bytes = 0;
  for (const src of sources) {
    if (!sizes.has(src)) sizes.set(src, gzipSync(await (await request.get(src)).body(), { level: 9 }).length);
    bytes += sizes.get(src)!;
  }
  return bytes / 1024;
}

test("public pages (a doctor's included) stay within the framework floor + 20 kB of first-load JavaScript, or under their recorded ceiling; sign-in and sign-up within + 35 kB", async ({ request }) => {
  test.setTimeout(60_000);
  const sizes = new Map<string, number>();
  const floor = await firstLoadKb(request, "/bench-minimal", sizes);
  expect(floor).toBeGreaterThan(50);
  const doctor = await saudiDoctor(request, 0);
  const doctorPages = [`/doctor/${encodeURIComponent(doctor.slug_ar)}`, `/en/doctor/${encodeURIComponent(doctor.slug_en)}`];
  const over: string[] = [];
  for (const path of [...PUBLIC_PAGES, ...doctorPages, ...ACCOUNT_PAGES]) {
    const kb = await firstLoadKb(request, path, sizes);
    const allowed = CEILING_KB[path] ?? (ACCOUNT_PAGES.includes(path) ? ACCOUNT_BUDGET_KB : BUDGET_KB);
    if (kb > floor + allowed) over.push(`${decodeURIComponent(path)}: ${kb.toFixed(1)} kB (floor ${floor.toFixed(1)} + ${allowed} kB allowed)`);
  }
  expect(over, over.join("\n")).toEqual([]);
});

test("no public page preloads a web font: Chromium holds the first frame while a preloaded font loads", async ({ request }) => {
  // Measured: with Cairo preloaded the first paint came later and was held past a second twice as
  // often (docs/performance.md, 2026-11-26 20:25). The faces start from the stylesheet instead.
  for (const [index, path] of PUBLIC_PAGES.entries()) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toMatch(/<link[^>]*\bas="font"/);
    if (index > 0) continue;
    // The faces are still there, in the stylesheets every page shares.
    const sheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
    const css = (await Promise.all(sheets.map(async (href) => (await request.get(href)).text()))).join("\n");
    expect(css).toMatch(/@font-face\s*\{[^}]*\.woff2/);
  }
});

test("each language downloads only the faces it draws: English pages Inter alone (the switch's \"العربية\" is in the platform's font), Arabic pages Cairo and Inter's digits face", async ({ browser, baseURL }) => {
  /**
   * The web fonts one page downloads, in a browser of its own (no font cached by the other page),
   * and the texts it laid out in Inter's Latin face at any moment: what a page shows can come after
   * the first fonts are ready (a part drawn in the browser, a carousel's slides), and can go before
   * the test reads it, so the page records them as they come, not once at the end.
   */
  async function facesOf(path: string, locale: string, switchLabel: RegExp) {
    const context = await browser.newContext({ baseURL, locale });
    await context.addInitScript(recordLatinDrawn);
    const page = await context.newPage();
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    await expect(page.locator("header a[hreflang]").first()).toHaveText(switchLabel);
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const latinDrawn = await page.evaluate(() => (window as unknown as LatinDrawnRecord).latinDrawn());
    const downloaded = [...fonts];
    await context.close();
    return {
      cairo: downloaded.some((f) => /cairo/i.test(f)),
      inter: downloaded.some((f) => /inter[-_]latin/i.test(f)),
      digits: downloaded.some((f) => /inter[-_]digits/i.test(f)),
      fonts: [...downloaded, ...latinDrawn.map((text) => `drawn in Inter's Latin face: ${text}`)],
      latinDrawn: latinDrawn.length > 0,
    };
  }

  const english = await facesOf("/en/privacy-policy", "en-US", /العربية/);
  expect(english, english.fonts.join("\n")).toMatchObject({ cairo: false, inter: true, digits: false, latinDrawn: true });
  // The home: digits in the phone number, the offers' prices and dates, the footer's ©; "English" in the header.
  // Inter's Latin face is fetched for what the page draws in it and for nothing else: a character the
  // Arabic and digits faces lack (a Latin name a patient typed, a "·") reaches it, which depends on
  // what the suite's own bookings left on the home page.
  const arabic = await facesOf("/", "ar", /English/);
  expect(arabic, arabic.fonts.join("\n")).toMatchObject({ cairo: true, inter: arabic.latinDrawn, digits: true });
});

test("a first visit paints before any web font is asked for, then takes them; a later page starts them before its first paint", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: "en-US" });
  const page = await context.newPage();
  const timings = async () =>
    page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null;
      const fonts = performance.getEntriesByType("resource").filter((r) => r.name.endsWith(".woff2")).map((r) => r.startTime);
      return { paint, fonts };
    });

  await page.goto("/en/privacy-policy");
  await expect(page.locator("html")).toHaveAttribute("data-fonts", "");
  const first = await timings();
  expect(first.paint).not.toBeNull();
  expect(first.fonts.length).toBeGreaterThan(0);
  for (const start of first.fonts) expect(start).toBeGreaterThanOrEqual(first.paint!);
  // The face the text is drawn in once they are added: Inter, from its file, for an English page.
  const cdp = await context.newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  expect(fonts).toEqual([expect.objectContaining({ familyName: "Inter", isCustomFont: true })]);

  // The early script runs before the body's first element, so a page that starts the faces at once
  // asks for them before anything can paint.
  await page.goto("/en/about_us");
  await expect(page.locator("html")).toHaveAttribute("data-fonts", "");
  const later = await timings();
  expect(later.fonts.length).toBeGreaterThan(0);
  for (const start of later.fonts) expect(start).toBeLessThan(later.paint!);
  await context.close();
});

test("a select drawn before the web faces arrive is drawn again in them", async ({ browser, baseURL }) => {
  // Chromium keeps a select's chosen option in the face it was first laid out in; the mark restyles it.
  const context = await browser.newContext({ baseURL, locale: "en-US" });
  const page = await context.newPage();
  await page.goto("/en");
  const select = page.locator("main select").first();
  await expect(select).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-fonts", "");
  const drawn = await select.screenshot();
  // The same select laid out afresh, with the faces in from the start.
  await select.evaluate((element) => {
    element.style.display = "none";
    void (element as HTMLElement).offsetWidth;
    element.style.display = "";
  });
  expect(drawn.equals(await select.screenshot())).toBe(true);
  await context.close();
});

interface LatinDrawnRecord {
  latinDrawn: () => string[];
}

/**
 * Runs in the page before its HTML: records every text laid out, at any moment, with characters
 * the page's font stack hands to Inter's Latin face (for each character, the first web face of the
 * element's stack whose unicode-range covers it; the platform's fonts never download anything).
 * It looks when a face starts loading (the text that asked for it is laid out then), on the frame
 * after any change of the document, and when read.
 */
function recordLatinDrawn() {
  type Range = [number, number];
  const found = new Set<string>();
  function faceRanges() {
    const ranges = new Map<string, Range[]>();
    document.fonts.forEach((face) => {
      const family = face.family.replace(/^["']|["']$/g, "");
      const parsed = face.unicodeRange.split(",").map((part): Range => {
        const [from, to] = part.trim().replace(/^U\+/i, "").split("-");
        const start = parseInt((from ?? "0").replace(/\?/g, "0"), 16);
        const end = to ? parseInt(to, 16) : parseInt((from ?? "0").replace(/\?/g, "F"), 16);
        return [start, end];
      });
      ranges.set(family, [...(ranges.get(family) ?? []), ...parsed]);
    });
    return ranges;
  }
  function look() {
    if (!document.body) return;
    const ranges = faceRanges();
    const covers = (family: string, code: number) => (ranges.get(family) ?? []).some(([start, end]) => code >= start && code <= end);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const element = walker.currentNode.parentElement;
      const text = walker.currentNode.textContent ?? "";
      if (!element || !text.trim() || element.getClientRects().length === 0) continue;
      // A part skipped by content-visibility (the footer until it comes near) is not laid out.
      if (!element.checkVisibility({ contentVisibilityAuto: true })) continue;
      const stack = getComputedStyle(element).fontFamily.split(",").map((f) => f.trim().replace(/^["']|["']$/g, ""));
      const latin = [...text].filter((char) => {
        if (/\s/.test(char)) return false;
        const code = char.codePointAt(0) ?? 0;
        const face = stack.find((family) => ranges.has(family) && covers(family, code));
        return face !== undefined && /latinFont$/.test(face) && !/Digits/.test(face);
      });
      if (latin.length > 0) found.add(`${text.trim().slice(0, 40)} (${latin.join("")})`);
    }
  }
  let queued = false;
  new MutationObserver(() => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      look();
    });
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  document.fonts.addEventListener("loading", look);
  (window as unknown as LatinDrawnRecord).latinDrawn = () => {
    look();
    return [...found];
  };
}
