"use client";

import { startTransition, useEffect, useRef, useState, type ComponentType, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { whenNearViewport } from "@/components/ui/near-viewport";
import { whenIdleOrInteraction } from "@/components/ui/when-idle";
import { NextSlotsFailed } from "./next-slots-failed";

type Live = ComponentType<{ slots: HTMLElement[] }>;

let live: Promise<Live> | null = null;
let loaded: Live | null = null;

function loadLive(): Promise<Live> {
  live ??= import("./next-slots-live")
    .then((module) => (loaded = module.NextSlotsLive))
    .catch((error: unknown) => {
      live = null; // a later retry loads the chunk afresh
      throw error;
    });
  return live;
}

/**
 * The next free times of the doctor cards in `children` (next-slots-frame.tsx draws their bands on
 * the server, so a list page stays cached). One island per list, not one per card: the cards
 * hydrate with no script of their own, and one effect watches them all. React Query and the times
 * arrive once a card comes near the viewport and the browser is idle, in a chunk of their own: a
 * list page's first load carries none of it, and a page whose cards are further down (home) loads
 * it only when the visitor scrolls towards them. The times are then rendered into each band's slot
 * (a portal, so they keep this tree's messages and router), all from one request.
 */
export function NextSlotsScope({ children }: { children: ReactNode }) {
  const scope = useRef<HTMLDivElement>(null);
  const [slots, setSlots] = useState<HTMLElement[]>([]);
  // What each slot shows: nothing yet, the times' component, or the chunk's failure.
  const [view, setView] = useState<{ Live: Live } | "failed" | null>(null);
  const [attempt, setAttempt] = useState(0);

  // Again when the server sends other cards (a new search) and when the visitor retries.
  useEffect(() => {
    const found = Array.from(scope.current?.querySelectorAll<HTMLElement>(".next-slots-live") ?? []);
    if (found.length === 0) return;
    let current = true;
    const show = (next: { Live: Live } | "failed") =>
      // Twelve cards mounting React Query observers at once is a long task; in a transition React
      // splits it and yields to the visitor between cards.
      startTransition(() => {
        setSlots(found);
        setView(next);
      });
    const load = () =>
      loadLive().then(
        (Live) => current && show({ Live }),
        () => current && show("failed"),
      );
    let stopIdle = () => {};
    // Once the chunk is here (an earlier list), a list's times need only its cards near the viewport.
    const near = whenNearViewport(() => (loaded ? show({ Live: loaded }) : (stopIdle = whenIdleOrInteraction(load, window))));
    // A slot has no box of its own (`display: contents`), so the observer watches the band's.
    for (const slot of found) near.observe(slot.parentElement ?? slot);
    return () => {
      current = false;
      near.cancel();
      stopIdle();
    };
  }, [children, attempt]);

  const retry = () => {
    setView(null);
    setAttempt((n) => n + 1);
  };

  return (
    <div ref={scope} className="contents">
      {children}
      {view === "failed"
        ? slots.map((slot) => createPortal(<NextSlotsFailed onRetry={retry} />, slot, slot.dataset.doctorId))
        : view && <view.Live slots={slots} />}
    </div>
  );
}
