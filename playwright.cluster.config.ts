import { defineConfig } from "@playwright/test";
import { desktopChromium } from "./tests/support/chromium";

// The production shape (nginx, Redis, N sites, M backends on PostgreSQL), started by
// `node scripts/test.mjs cluster` (scripts/lib/cluster.mjs) from the build of the e2e run.
export default defineConfig({
  testDir: "tests/cluster",
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // The tests share one cluster and the last one stops processes of it: one at a time, in order.
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: "test-reports/cluster.json" }]],
  use: {
    baseURL: process.env.CLUSTER_FRONT_URL ?? "http://localhost:8080",
    trace: "off",
    locale: "en",
    ...desktopChromium,
  },
});
