import { defineConfig } from "@playwright/test";
import { desktopChromium } from "./tests/support/chromium";

// The site and backend are started by scripts/test.mjs (production build + running backend).
const baseURL = process.env.E2E_BASE_URL ?? "http://localhost:3010";

export default defineConfig({
  testDir: "tests/e2e",
  // Generous: on the 2-core CI host a page with four full axe checks took 35-50 s under three workers.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // A fresh-clone `npm test` kept the two cores 44 % busy (user + sys against wall time): the specs
  // wait on pages, polls and timers as much as they compute, so a third worker fills the gaps.
  workers: 3,
  // One retry, wherever it runs (.ci/run sets no CI variable): a test that passes only on its
  // retry is still reported, as flaky, in the summary of scripts/test.mjs.
  retries: 1,
  reporter: [["list"]],
  use: { baseURL, trace: "off", locale: "ar" },
  projects: [
    { name: "site", testIgnore: /\.serial\.spec\.ts$/, use: desktopChromium },
    // Tests that change shared state (page configuration, a stopped backend) run last, one at a time.
    { name: "serial", testMatch: /\.serial\.spec\.ts$/, dependencies: ["site"], fullyParallel: false, use: desktopChromium },
  ],
});
