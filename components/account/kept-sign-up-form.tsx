"use client";

import { keptFromServer } from "@/components/ui/kept-from-server";

/**
 * The sign-up form's fields drawn by the server from their words (sign-up-form-view.tsx): the
 * payload carries the words, which the form's code takes anyway, instead of the fields' element
 * tree, and each process writes their markup once. A client navigation to the page draws them from
 * the same data, their view's code loaded then. Its box spaces the fields as the form's code does.
 */
export const KeptSignUpForm = keptFromServer(() => import("./sign-up-form-view").then((module) => module.SignUpFormView), "space-y-5", {
  drawnInBrowser: true,
});
