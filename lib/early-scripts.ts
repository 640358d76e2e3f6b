import { START_WEB_FONTS_SCRIPT } from "./fonts/start-web-fonts-script";
import { HOLD_SUBMITS_SCRIPT } from "./forms/hold-early-submits";
import { IMAGE_FALLBACK_SCRIPT } from "./images/fallback-script";

/**
 * The layout's inline scripts, one element that runs as the HTML is parsed, before any form or
 * image of the page: a form pressed before its code listens is held (lib/forms/hold-early-submits.ts),
 * an image of markup written as a string swaps to the fallback when it fails (lib/images/fallback-script.ts),
 * and the web fonts wait for the first paint on a first visit (lib/fonts/start-web-fonts-script.ts).
 * One element, so the pages' first-load code draws one stand-in for them (components/layout/early-scripts.tsx).
 */
export const EARLY_SCRIPTS = `${HOLD_SUBMITS_SCRIPT};${IMAGE_FALLBACK_SCRIPT};${START_WEB_FONTS_SCRIPT}`;

/**
 * Its hash for the Content-Security-Policy of pages rendered per request (their scripts need a
 * nonce or a hash; lib/proxy/security-headers.ts). A unit test checks it against the script.
 */
export const EARLY_SCRIPTS_HASH = "sha256-X+lanBz+ntSxbeNA/is9H0D5u+M9gdBvmm44voLpQEM=";
