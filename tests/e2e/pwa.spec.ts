import { readFileSync } from "node:fs";
import { expect } from "@playwright/test";
import { fetchPage } from "./helpers/html";
import { test } from "./helpers/test";

type PwaMessages = { pwa: { shortName: string; offlineTitle: string; retry: string } };
const read = (locale: string) => JSON.parse(readFileSync(`messages/${locale}.json`, "utf8")) as PwaMessages;
const MESSAGES = { ar: read("ar"), en: read("en") };
const HOME = { ar: "/", en: "/en" };

// SPEC §7: an installable site — a manifest per language with icons Chrome accepts — and a
// service worker that answers an offline visitor with a page in their language.

for (const locale of ["ar", "en"] as const) {
  test(`${locale}: the page links its language's manifest, which an installer accepts`, async ({ request }) => {
    const home = HOME[locale];
    const { doc } = await fetchPage(request, home);
    const href = doc.querySelector('link[rel="manifest"]')?.getAttribute("href");
    expect(href).toBe(`/manifest/${locale}.webmanifest`);
    const response = await request.get(href!);
    expect(response.headers()["content-type"]).toContain("application/manifest+json");
    const manifest = (await response.json()) as {
      name: string; short_name: string; lang: string; dir: string; start_url: string; display: string;
      icons: Array<{ src: string; sizes: string; type: string }>;
    };
    expect(manifest).toMatchObject({ lang: locale, dir: locale === "ar" ? "rtl" : "ltr", start_url: home, display: "standalone" });
    expect(manifest.short_name).toBe(MESSAGES[locale].pwa.shortName);
    expect(manifest.name.length).toBeGreaterThan(0);
    // Chrome's install criteria: a 192 px and a 512 px icon.
    for (const size of ["192x192", "512x512"]) {
      const icon = manifest.icons.find((i) => i.sizes === size);
      expect(icon, size).toBeTruthy();
      const image = await request.get(icon!.src);
      expect(image.status()).toBe(200);
      expect(image.headers()["content-type"]).toBe("image/png");
    }
  });
}

// One worker, installed once, answers both languages: it picks the offline page by the path.
test("with the network cut, a page never visited answers the offline page in its language (ar, en)", async ({ page, context }) => {
  await page.goto(HOME.ar);
  // The worker registers when the page is idle; wait until it controls the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener("controllerchange", () => resolve(), { once: true }));
    }
  });
  await context.setOffline(true);
  try {
    for (const [locale, path] of [
      ["ar", `/${encodeURIComponent("الأسئلة-الشائعة")}`],
      ["en", "/en/FAQs"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(MESSAGES[locale].pwa.offlineTitle);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.getByRole("link", { name: MESSAGES[locale].pwa.retry })).toHaveAttribute("href", HOME[locale]);
    }
  } finally {
    await context.setOffline(false);
  }
});
