"use client";

import { keptInnerHtml } from "@/components/ui/kept-data-store";

/**
 * A page's JSON-LD (crawler-json-ld.tsx) as its server rendering writes it: the script's text kept
 * under `keptKey` in this process (`keptInnerHtml`). The browser draws the element empty; mounted
 * by a client navigation it stays empty, which nobody reads: crawlers load each address itself.
 */
export function KeptJsonLd({ keptKey }: { keptKey: string }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={keptInnerHtml(keptKey)} suppressHydrationWarning />;
}
