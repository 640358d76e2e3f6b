"use client";

import { keptFromServer } from "@/components/ui/kept-from-server";

/**
 * The full footer's columns (footer-grid-view.tsx), drawn by the server from FooterGridData and
 * kept as drawn in the browser: about 4 kB less payload on every page than their element tree,
 * and nothing to download or hydrate. Their links navigate on the client once the navigation
 * runtime runs (components/navigation/soft-links.tsx).
 */
export const FooterGrid = keptFromServer(
  typeof window === "undefined" ? () => import("./footer-grid-view").then((module) => module.FooterGridView) : undefined,
  "container-page footer-grid",
);
