"use client";

import { useState, type FocusEvent } from "react";

/**
 * Whether a carousel is held (pointer over it or focus inside: autoplay waits, WAI-ARIA APG) and
 * whether focus is inside (the arrow keys move it). Spread `handlers` on the carousel's region.
 */
export function useCarouselHold() {
  const [held, setHeld] = useState(false);
  const [focused, setFocused] = useState(false);
  const handlers = {
    onMouseEnter: () => setHeld(true),
    onMouseLeave: () => setHeld(false),
    onFocus: () => {
      setHeld(true);
      setFocused(true);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
      setHeld(false);
      setFocused(false);
    },
  };
  return { held, focused, handlers };
}
