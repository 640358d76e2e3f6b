"use client";

import { startTransition, useEffect, useRef, useState, type ComponentType } from "react";
import { whenNearViewport } from "@/components/ui/near-viewport";
import { whenIdleOrInteraction } from "@/components/ui/when-idle";
import { NextSlotsFailed, NextSlotsFrame, NextSlotsPending } from "./next-slots-frame";

export type NextSlotsProps = {
  doctorId: number;
  doctorName: string;
  /** The doctor page's localized path; a time links to its booking section. */
  doctorPath: string;
};

let live: Promise<ComponentType<NextSlotsProps>> | null = null;
let near: { promise: Promise<void>; observe: (band: Element) => void } | null = null;

/** Resolves once any card's band given here comes near the viewport. */
function whenAnyNear(band: Element): Promise<void> {
  if (!near) {
    let resolve = () => {};
    const promise = new Promise<void>((done) => (resolve = done));
    near = { promise, observe: whenNearViewport(resolve).observe };
  }
  near.observe(band);
  return near.promise;
}

/**
 * React Query and the times arrive once a card comes near the viewport and the browser is idle,
 * in a chunk of their own: a list page's first load carries only this placeholder, and a page
 * whose cards are further down (home) loads none of it until the visitor scrolls towards them.
 * Every card then asks in the same turn, so a page's cards still cost one request.
 */
function loadLive(band: Element): Promise<ComponentType<NextSlotsProps>> {
  const nearby = whenAnyNear(band);
  live ??= nearby
    .then(() => new Promise<void>((resolve) => whenIdleOrInteraction(resolve, window)))
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
  const band = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!band.current) return;
    let current = true;
    loadLive(band.current).then(
      // Twelve cards mounting React Query observers at once is a long task; in a transition React
      // splits it and yields to the visitor between cards.
      (component) => current && startTransition(() => setLive(() => component)),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  // The live part draws nothing until its times arrive, so mounting it changes nothing on the page.
  return (
    <NextSlotsFrame ref={band}>
      {failed ? (
        <NextSlotsFailed
          onRetry={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        />
      ) : (
        <>
          {Live && <Live {...props} />}
          <NextSlotsPending />
        </>
      )}
    </NextSlotsFrame>
  );
}
