"use client";

import { keptFromServer } from "@/components/ui/kept-from-server";

/**
 * The about page's sections after its intro, drawn by the server from their words
 * (about-sections-view.tsx): the payload carries the words instead of their element tree. A client
 * navigation to the page draws them from the same words, their view's code loaded then.
 */
export const KeptAboutSections = keptFromServer(() => import("./about-sections-view").then((module) => module.AboutSectionsView), "contents", {
  drawnInBrowser: true,
});
