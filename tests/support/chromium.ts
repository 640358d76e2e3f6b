import { existsSync } from "node:fs";
import { devices } from "@playwright/test";

/**
 * The browser of every Playwright run (the e2e suite and the cluster's): Debian's Chromium as a
 * desktop Chrome, headless, with what would reach the network or the disk on its own turned off.
 *
 * `chromium-headless-shell` (Debian's old headless shell, the same version as `chromium`) first:
 * Chromium's new headless mode builds a browser window with its omnibox UI for every context,
 * about 1 s of CPU each on the 2-core CI host, and the shell builds none. Measured on the same
 * specs, 2 workers: 28 page loads 32.9 s → 13.9 s, 8 axe checks at two widths 18.7 s → 12.6 s
 * (docs/testing.md). `E2E_CHROMIUM` names another binary.
 */
const SHELL = "/usr/bin/chromium-headless-shell";
export const chromiumPath = process.env.E2E_CHROMIUM ?? (existsSync(SHELL) ? SHELL : "/usr/bin/chromium");

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
  launchOptions: { executablePath: chromiumPath, args: flags },
};
