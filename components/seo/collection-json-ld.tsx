"use client";

import { keptFromServer } from "@/components/ui/kept-from-server";

/**
 * A list's CollectionPage JSON-LD (collection-json-ld-view.tsx), written by the server from the
 * array its cards are drawn from and kept as written in the browser: the payload refers to that
 * array instead of carrying the script's text a second time (1.9 kB on `/en/offers`).
 */
export const CollectionJsonLd = keptFromServer(
  typeof window === "undefined" ? () => import("./collection-json-ld-view").then((module) => module.CollectionJsonLdView) : undefined,
  "contents",
);
