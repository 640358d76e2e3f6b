"use client";

import { keptData } from "@/components/ui/kept-data-store";

const EMPTY = { __html: "" };

/**
 * A page's JSON-LD (crawler-json-ld.tsx) as its server rendering writes it: the script's text from
 * the data kept under `keptKey` in this process. The browser draws the element empty and, as for
 * every kept part, keeps the document's text as it hydrates (React compares no inner HTML outside
 * development); mounted by a client navigation it stays empty, which nobody reads: crawlers load
 * each address itself.
 */
export function KeptJsonLd({ keptKey }: { keptKey: string }) {
  const kept = typeof window === "undefined" ? (keptData(keptKey) as { script: string } | undefined) : undefined;
  return <script type="application/ld+json" dangerouslySetInnerHTML={kept ? { __html: kept.script } : EMPTY} suppressHydrationWarning />;
}
