import { devices } from "@playwright/test";

/**
 * The browser of every Playwright run (the e2e suite and the cluster's): the system's Chromium as
 * a desktop Chrome, headless, with what would reach the network or the disk on its own turned off.
 */
const flags = [
  "--no-sandbox",
  "--headless",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

export const desktopChromium = {
  ...devices["Desktop Chrome"],
  launchOptions: { executablePath: "/usr/bin/chromium", args: flags },
};
