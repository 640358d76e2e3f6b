"use client";

import { keptFromServer } from "@/components/ui/kept-from-server";

/**
 * The breadcrumb band's trail, title and JSON-LD, drawn by the server from its steps
 * (breadcrumb-trail-view.tsx): most pages have one, and the payload carries the steps instead of
 * the trail's element tree and the JSON-LD's text a second time. A client navigation draws it from
 * the same steps, its view's code loaded then. Its links navigate on the client (`data-soft-nav`).
 */
export const KeptBreadcrumbTrail = keptFromServer(
  () => import("./breadcrumb-trail-view").then((module) => module.BreadcrumbTrailView),
  "container-page py-10 md:py-14",
  { drawnInBrowser: true },
);
