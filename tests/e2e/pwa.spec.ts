import { readFileSync } from "node:fs";
import { expect } from "@playwright/test";
import { test } from "./helpers/test";

type PwaMessages = { pwa: { shortName: string; offlineTitle: string; retry: string } };
const read = (locale: string) => JSON.parse(readFileSync(`messages/${locale}.json`, "utf8")) as PwaMessages;
const ar = read("ar");
const en = read("en");

// SPEC §7: an installable site — a manifest per language with icons Chrome accepts — and a
// service worker that answers an offline visitor with a page in their language.

for (const [locale, messages, home] of [["ar", ar, "/"], ["en", en, "/en"]] as const) {
  test(`${locale}: the page links its language's manifest, which an installer accepts`, async ({ page, request }) => {
    await page.goto(home);
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBe(`/manifest/${locale}.webmanifest`);
    const response = await request.get(href!);
    expect(response.headers()["content-type"]).toContain("application/manifest+json");
    const manifest = (await response.json()) as {
      name: string; short_name: string; lang: string; dir: string; start_url: string; display: string;
      icons: Array<{ src: string; sizes: string; type: string }>;
    };
    expect(manifest).toMatchObject({ lang: locale, dir: locale === "ar" ? "rtl" : "ltr", start_url: home, display: "standalone" });
    expect(manifest.short_name).toBe(messages.pwa.shortName);
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

  test(`${locale}: with the network cut, a page never visited answers the offline page in ${locale}`, async ({ page, context }) => {
    await page.goto(home);
    // The worker registers when the page is idle; wait until it controls the page.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener("controllerchange", () => resolve(), { once: true }));
      }
    });
    await context.setOffline(true);
    try {
      await page.goto(locale === "ar" ? `/${encodeURIComponent("الأسئلة-الشائعة")}` : "/en/FAQs");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages.pwa.offlineTitle);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.getByRole("link", { name: messages.pwa.retry })).toHaveAttribute("href", home);
    } finally {
      await context.setOffline(false);
    }
  });
}
