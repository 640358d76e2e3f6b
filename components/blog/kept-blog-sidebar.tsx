"use client";

import { keptFromServer } from "@/components/ui/kept-from-server";

/**
 * The blog's side column drawn by the server from its words and addresses (blog-sidebar-view.tsx):
 * the payload carries those instead of its element tree and a link component for each entry. A
 * client navigation to a list draws it from the same data, its view's code loaded then.
 */
export const KeptBlogSidebar = keptFromServer(() => import("./blog-sidebar-view").then((module) => module.BlogSidebarView), "contents", {
  drawnInBrowser: true,
});
