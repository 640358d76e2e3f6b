"use client";

import { EARLY_SCRIPTS } from "@/lib/early-scripts";

/**
 * The script's text, in the server's bundle only (Next writes this test as a constant into each
 * bundle, so the browser's has no reference to it). The browser renders the element empty, and
 * React keeps the one in the document as it hydrates: it compares no inner HTML outside development.
 */
const SCRIPT = { __html: typeof window === "undefined" ? EARLY_SCRIPTS : "" };

/**
 * The layout's early scripts (lib/early-scripts.ts), drawn by a client component so that the page's
 * payload names this component instead of carrying the scripts' text a second time beside the
 * markup, on every page.
 */
export function EarlyScripts() {
  return <script dangerouslySetInnerHTML={SCRIPT} suppressHydrationWarning />;
}
