"use client";

import { keptInnerHtml } from "@/components/ui/kept-data-store";

/**
 * A `<noscript>` block as the server's rendering writes it: its HTML kept under `keptKey` in this
 * process (no-script-notice.tsx, `keptInnerHtml`). The browser draws it empty: a browser that runs
 * this code never shows a `<noscript>`, so a client navigation mounting it leaves it empty too.
 */
export function KeptNoScript({ keptKey }: { keptKey: string }) {
  return <noscript dangerouslySetInnerHTML={keptInnerHtml(keptKey)} suppressHydrationWarning />;
}
