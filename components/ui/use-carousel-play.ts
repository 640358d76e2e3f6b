"use client";

import { useState } from "react";
import { useCarouselHold } from "./use-carousel-hold";
import { usePrefersReducedMotion } from "./use-reduced-motion";

/**
 * Play state of a carousel that advances on its own (WAI-ARIA APG): it plays unless the visitor
 * prefers reduced motion, until they press pause (their choice then wins either way), and it
 * `moves` only while playing and not held (pointer over it, focus inside). Spread `handlers` on
 * the carousel's region; `canPlay` false (one slide) keeps it still.
 */
export function useCarouselPlay(canPlay: boolean) {
  const reducedMotion = usePrefersReducedMotion();
  // null until the visitor presses pause/play.
  const [choice, setChoice] = useState<boolean | null>(null);
  const { held, focused, handlers } = useCarouselHold();
  const playing = canPlay && (choice ?? !reducedMotion);
  return { playing, moving: playing && !held, toggle: () => setChoice(!playing), focused, handlers };
}
