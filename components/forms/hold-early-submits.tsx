"use client";

import { HOLD_SUBMITS_SCRIPT } from "@/lib/forms/hold-early-submits";

/**
 * The script's text, in the server's bundle only (Next writes this test as a constant into each
 * bundle, so the browser's has no reference to it). The browser renders the element empty, and
 * React keeps the one in the document as it hydrates: it compares no inner HTML outside development.
 */
const SCRIPT = { __html: typeof window === "undefined" ? HOLD_SUBMITS_SCRIPT : "" };

/**
 * The layout's script that holds a form pressed before its code listens (lib/forms/hold-early-submits.ts),
 * drawn by a client component so that the page's payload names this component instead of carrying
 * the script's 0.6 kB a second time beside the markup, on every page.
 */
export function HoldEarlySubmits() {
  return <script dangerouslySetInnerHTML={SCRIPT} suppressHydrationWarning />;
}
