// Screenshots of the footer after a client navigation to the other language (temporary, not committed).
import { chromium } from "@playwright/test";
const base = process.argv[2];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell", args: ["--no-sandbox", "--headless", "--disable-gpu"] });
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const reads = [];
  page.on("request", (r) => { if (r.url().includes("/api/frame/")) reads.push(r.url()); });
  await page.goto(`${base}/en/doctor/mohammed-al-ghamdi-cardiology`);
  await page.waitForFunction(() => document.documentElement.dataset.runtime !== undefined || true);
  await page.waitForTimeout(2500);
  await page.locator("header a[hreflang='ar']").first().click();
  await page.waitForURL((u) => !u.pathname.startsWith("/en"));
  await page.locator(".footer-grid a").first().waitFor({ state: "attached" });
  await page.locator(".footer-grid").scrollIntoViewIfNeeded();
  await page.waitForTimeout(800);
  await page.locator("footer").screenshot({ path: `/tmp/shots/footer-ar-after-switch-${width}.png` });
  console.log(width, "reads", reads, "lang", await page.locator("html").getAttribute("lang"));
  await page.goto(`${base}/en/clinics`);
  await page.locator("footer").scrollIntoViewIfNeeded();
  await page.waitForTimeout(800);
  await page.locator("footer").screenshot({ path: `/tmp/shots/footer-en-${width}.png` });
  await page.close();
}
await browser.close();
