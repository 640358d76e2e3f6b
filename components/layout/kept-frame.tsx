"use client";

import { keptFromServer } from "@/components/ui/kept-from-server";

// The frame's parts kept as the server drew them (components/ui/kept-from-server.tsx): one module,
// so every page's first load carries one module's wrapper for both stand-ins.

/**
 * The header's logo and navigation bar (header-nav-view.tsx), drawn by the server from its entries:
 * the payload carries the entries, which the phone's menu sheet reads too, instead of the bar's
 * element tree; nothing to download or hydrate. `contents`: the logo and the bar stay items of the
 * header's row.
 */
export const HeaderNav = keptFromServer(
  typeof window === "undefined" ? () => import("./header-nav-view").then((module) => module.HeaderNavView) : undefined,
  "contents",
);

/**
 * The full footer's columns (footer-grid-view.tsx), drawn by the server from FooterGridData: about
 * 4 kB less payload on every page than their element tree, and nothing to download or hydrate.
 * Their links navigate on the client once the navigation runtime runs (components/navigation/soft-links.tsx).
 */
export const FooterGrid = keptFromServer(
  typeof window === "undefined" ? () => import("./footer-grid-view").then((module) => module.FooterGridView) : undefined,
  "container-page footer-grid",
);
