"use client";

import { useEffect, useState, type ComponentType } from "react";
import { whenIdleOrInteraction } from "@/components/ui/when-idle";
import { NextSlotsFailed, NextSlotsSkeleton } from "./next-slots-frame";

export type NextSlotsProps = {
  doctorId: number;
  doctorName: string;
  /** The doctor page's localized path; a time links to its booking section. */
  doctorPath: string;
};

let live: Promise<ComponentType<NextSlotsProps>> | null = null;

/**
 * React Query and the times arrive after the page is idle (or at the visitor's first interaction),
 * in a chunk of their own: a list page's first load carries only this placeholder.
 */
function loadLive(): Promise<ComponentType<NextSlotsProps>> {
  live ??= new Promise<void>((resolve) => whenIdleOrInteraction(resolve, window))
    .then(() => import("./next-slots-live"))
    .then((module) => module.NextSlotsLive)
    .catch((error: unknown) => {
      live = null; // a later retry loads the chunk afresh
      throw error;
    });
  return live;
}

/** A doctor card's next free times (up to three), read in the browser: the list page stays cached. */
export function NextSlots(props: NextSlotsProps) {
  const [Live, setLive] = useState<ComponentType<NextSlotsProps> | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    loadLive().then(
      (component) => current && setLive(() => component),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  if (Live) return <Live {...props} />;
  if (failed) {
    return (
      <NextSlotsFailed
        onRetry={() => {
          setFailed(false);
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  return <NextSlotsSkeleton />;
}
