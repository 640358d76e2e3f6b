"use client";

import { keptFromServer } from "@/components/ui/kept-from-server";

// The frame's parts kept as the server drew them (components/ui/kept-from-server.tsx): one module,
// so every page's first load carries one module's wrapper for both stand-ins. Each route group's
// layout draws the frame, so a client navigation to another group (or the other language) mounts
// them afresh: the browser then draws them from their data, with the view's code loaded then.

/**
 * The header's logo and navigation bar (header-nav-view.tsx), drawn by the server from its entries:
 * the payload carries the entries, which the phone's menu sheet reads too, instead of the bar's
 * element tree; nothing to download or hydrate on a page's load. `contents`: the logo and the bar
 * stay items of the header's row.
 */
export const HeaderNav = keptFromServer(() => import("./header-nav-view").then((module) => module.HeaderNavView), "contents", { drawnInBrowser: true });

/**
 * The full footer's columns (footer-grid-view.tsx), drawn by the server from FooterGridData: about
 * 4 kB less payload on every page than their element tree, and nothing to download or hydrate on a
 * page's load. Their links navigate on the client once the navigation runtime runs
 * (components/navigation/soft-links.tsx).
 */
export const FooterGrid = keptFromServer(
  () => import("./footer-grid-view").then((module) => module.FooterGridView),
  "container-page footer-grid",
  { drawnInBrowser: true },
);
