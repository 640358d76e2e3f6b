"use client";

import { keptByKey, keptFromServer } from "@/components/ui/kept-from-server";

/**
 * A form told as data, drawn by the server from the spec its code takes anyway (FormIsland's
 * props): the payload refers to that spec instead of carrying the form's element tree, which
 * every page's footer (the newsletter's) would otherwise repeat. A client navigation that mounts
 * it afresh draws it from the same data, its view's code loaded then.
 */
export const KeptDeclaredForm = keptFromServer(() => import("./declared-form-view").then((module) => module.DeclaredFormView), "contents", {
  drawnInBrowser: true,
});

/**
 * A form told as data whose data stays on the server by key (kept-data.ts): the payload carries the
 * key, and its code reads the spec from the key's URL on intent (declared-form-client.tsx, `propsFor`). For the
 * footer's newsletter form, on every page.
 */
export const KeptDeclaredFormByKey = keptByKey(() => import("./declared-form-view").then((module) => module.DeclaredFormView), "contents");
