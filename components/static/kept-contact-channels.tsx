"use client";

import { keptFromServer } from "@/components/ui/kept-from-server";

/**
 * The contact page's channels card drawn by the server from the settings' words
 * (contact-channels-view.tsx): the payload carries the words instead of their element tree. A
 * client navigation to the page draws it from the same words, its view's code loaded then.
 */
export const KeptContactChannels = keptFromServer(
  () => import("./contact-channels-view").then((module) => module.ContactChannelsView),
  "flex flex-col gap-6 rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] md:p-8",
  { drawnInBrowser: true },
);
