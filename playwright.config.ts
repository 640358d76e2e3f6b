import { defineConfig } from "@playwright/test";
import { desktopChromium } from "./tests/support/chromium";

// The site and backend are started by scripts/test.mjs (production build + running backend).
const baseURL = process.env.E2E_BASE_URL ?? "http://localhost:3010";

export default defineConfig({
  testDir: "tests/e2e",
  // A test that needs longer says why with test.setTimeout; a slow test is a fault to mend, not to wait for.
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Measured on the 2-core host after the cuts (docs/testing.md): 3 workers 282 s, 2 workers 339 s for the
  // same 417 tests; the browsers wait on the site and the backend often enough to fill a third.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  // Flaky is failed: no retries, anywhere.
  retries: 0,
  // The JSON report is read by scripts/test.mjs for the slowest tests.
  reporter: [["list"], ["json", { outputFile: "test-reports/playwright.json" }]],
  use: { baseURL, trace: "off", locale: "ar" },
  projects: [
    { name: "site", testIgnore: /\.serial\.spec\.ts$/, use: desktopChromium },
    // Tests that change shared state (page configuration, a stopped backend) run last, one at a time.
    { name: "serial", testMatch: /\.serial\.spec\.ts$/, dependencies: ["site"], fullyParallel: false, use: desktopChromium },
  ],
});
