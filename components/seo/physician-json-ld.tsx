"use client";

import { keptFromServer } from "@/components/ui/kept-from-server";

/**
 * A doctor's JSON-LD (physician-json-ld-view.tsx), written by the server from its input and kept as
 * written in the browser: the payload carries the input, whose qualifications are the very array
 * the page's facts show (so it carries them once), instead of the script's text a second time.
 */
export const PhysicianJsonLd = keptFromServer(
  typeof window === "undefined" ? () => import("./physician-json-ld-view").then((module) => module.PhysicianJsonLdView) : undefined,
  "contents",
);
