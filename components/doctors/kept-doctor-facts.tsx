"use client";

import { keptFromServer } from "@/components/ui/kept-from-server";

/**
 * A doctor's overview, qualifications, career path and services, drawn by the server from their
 * words (doctor-facts-view.tsx): the payload carries the words instead of their element tree. A
 * client navigation to a doctor's page draws them from the same words, their view's code loaded then.
 */
export const KeptDoctorFacts = keptFromServer(() => import("./doctor-facts-view").then((module) => module.DoctorFactsView), "contents", {
  drawnInBrowser: true,
});
