"use client";

import { keptFromServer } from "@/components/ui/kept-from-server";

/**
 * The FAQ page's FAQPage JSON-LD (faq-json-ld-view.tsx), written by the server from the groups the
 * FAQ browser is drawn from and kept as written in the browser: the payload refers to those groups
 * instead of carrying every question and answer a second time as the script's text (3.8 kB in
 * English). Only crawlers read it, so a client navigation does not draw it again.
 */
export const FaqJsonLd = keptFromServer(
  typeof window === "undefined" ? () => import("./faq-json-ld-view").then((module) => module.FaqJsonLdView) : undefined,
  "contents",
);
