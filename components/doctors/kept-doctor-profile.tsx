"use client";

import { keptViewsOf } from "@/components/ui/kept-from-server";

// A doctor's side card and contact links, drawn by the server from their words
// (doctor-summary-view.tsx): the payload carries the words instead of their element trees. A client
// navigation to a doctor's page draws them from the same words, their view's code loaded then.
const profilePart = keptViewsOf(() => import("./doctor-summary-view"));

export const KeptDoctorSummary = profilePart((views) => views.DoctorSummaryView);

export const KeptDoctorContact = profilePart((views) => views.DoctorContactView);
