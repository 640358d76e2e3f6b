"use client";

import { keptByKey } from "@/components/ui/kept-from-server";

/**
 * The email-or-mobile sign-in's fields drawn by the server from their data kept by key
 * (sign-in-form-data.ts, drawn by sign-in-form-view.tsx): the payload carries the key instead of the
 * fields' element tree or their words, and each process writes their markup once. A client
 * navigation to the page reads the data from app/api/sign-in-form and draws the fields, their
 * view's code loaded then. Its box spaces the fields as the form's code does.
 */
export const KeptSignInForm = keptByKey(() => import("./sign-in-form-view").then((module) => module.SignInFormView), "space-y-5");
