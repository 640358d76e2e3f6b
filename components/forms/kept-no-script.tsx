"use client";

import { keptData } from "@/components/ui/kept-data-store";

const EMPTY = { __html: "" };

/**
 * A `<noscript>` block as the server's rendering writes it: its HTML from the data kept under
 * `keptKey` in this process (no-script-notice.tsx). The browser draws the element empty and keeps
 * the document's text as it hydrates (React compares no inner HTML outside development); a browser
 * that runs this code never shows a `<noscript>`, so a client navigation mounting it leaves it empty.
 */
export function KeptNoScript({ keptKey }: { keptKey: string }) {
  const kept = typeof window === "undefined" ? (keptData(keptKey) as { html: string } | undefined) : undefined;
  return <noscript dangerouslySetInnerHTML={kept ? { __html: kept.html } : EMPTY} suppressHydrationWarning />;
}
