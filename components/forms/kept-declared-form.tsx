"use client";

import { keptFromServer } from "@/components/ui/kept-from-server";

/**
 * A form told as data, drawn by the server from the spec its code takes anyway (FormIsland's
 * props): the payload refers to that spec instead of carrying the form's element tree, which
 * every page's footer (the newsletter's) would otherwise repeat. A client navigation that mounts
 * it afresh draws it from the same data, its view's code loaded then.
 */
export const KeptDeclaredForm = keptFromServer(() => import("./declared-form-view").then((module) => module.DeclaredFormView), "contents", {
  drawnInBrowser: true,
});
