"use client";

import { keptFromServer } from "@/components/ui/kept-from-server";

/**
 * The questionnaire's questions kept as the server drew them: drawn in the page's render from the
 * words its message provider already carries for the calculator, so the payload carries no element
 * tree of the fields (12 kB of it) and no data besides. A client navigation to the page draws them
 * in the browser, their view's code loaded then. `space-y-6` spaces them as the form does its own
 * children (riskFormClasses).
 */
export const KeptRiskFields = keptFromServer(() => import("./risk-fields-view").then((module) => module.RiskFieldsView), "space-y-6", {
  drawnInBrowser: true,
  // Its fields read their words from the page's message provider.
  readsContext: true,
});
