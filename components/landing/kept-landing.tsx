"use client";

import { keptByKey } from "@/components/ui/kept-from-server";

const loadViews = () => import("./landing-views");

/**
 * A campaign page's hero words and picture, and its sections below the form (landing-views.tsx),
 * drawn by the server from the page's data kept by key: the payload carries the key, not their
 * element tree beside the markup. A client navigation to the page reads the data from
 * app/api/landing-pages/[slug] and draws them, the views' code loaded then.
 */
export const KeptLandingHero = keptByKey(() => loadViews().then((views) => views.LandingHeroView), "space-y-5", { unreadNotice: true });
export const KeptLandingSections = keptByKey(() => loadViews().then((views) => views.LandingSectionsView), "contents");
