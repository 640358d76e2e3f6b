"use client";

import type { ComponentType } from "react";
import { keptFromServer } from "@/components/ui/kept-from-server";
import type * as ProfileViews from "./doctor-summary-view";

// A doctor's side card and contact links, drawn by the server from their words
// (doctor-summary-view.tsx): the payload carries the words instead of their element trees. A client
// navigation to a doctor's page draws them from the same words, their view's code loaded then.
const profilePart = <P extends object>(view: (views: typeof ProfileViews) => ComponentType<P>) =>
  keptFromServer(() => import("./doctor-summary-view").then(view), "contents", { drawnInBrowser: true });

export const KeptDoctorSummary = profilePart((views) => views.DoctorSummaryView);

export const KeptDoctorContact = profilePart((views) => views.DoctorContactView);
