"use client";

import { keptFromServer } from "@/components/ui/kept-from-server";

/**
 * A legal page's body drawn by the server from its words (legal-text-view.tsx): the payload carries
 * the words once instead of their element tree, and the browser keeps the server's markup. A client
 * navigation to the page draws it from the same words, its view's code loaded then.
 */
export const KeptLegalText = keptFromServer(
  () => import("./legal-text-view").then((module) => module.LegalTextView),
  "container-page grid gap-10 py-10 md:py-14 lg:grid-cols-[16rem_1fr]",
  { drawnInBrowser: true },
);
