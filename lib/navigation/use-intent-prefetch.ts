"use client";

import { useState, type FocusEvent, type PointerEvent, type TouchEvent } from "react";
import { usePrefetchAllowed } from "./use-prefetch-allowed";

type IntentHandlers = {
  onPointerEnter?: (event: PointerEvent<HTMLAnchorElement>) => void;
  onTouchStart?: (event: TouchEvent<HTMLAnchorElement>) => void;
  onFocus?: (event: FocusEvent<HTMLAnchorElement>) => void;
};

/**
 * SPEC §9's prefetch rule for a link: on intent — pointer over it, a touch, keyboard focus — rather
 * than when it scrolls into view, so a page with forty links does not spend its first idle second
 * decoding routes nobody asked for. Intent switches the link to Next's automatic prefetch, which
 * then loads the (visible) route at once. Nothing is prefetched on 2g or with the data saver on; an
 * explicit `prefetch` still wins when prefetching is allowed. Returns the link's `prefetch` and the
 * handlers (the caller's own still run).
 */
export function useIntentPrefetch<P>(prefetch: P | undefined, handlers: IntentHandlers) {
  const allowed = usePrefetchAllowed();
  const [intended, setIntended] = useState(false);
  const onIntent = () => {
    if (allowed && !intended) setIntended(true);
  };
  return {
    prefetch: !allowed ? false : prefetch !== undefined ? prefetch : intended ? null : false,
    onPointerEnter: (event: PointerEvent<HTMLAnchorElement>) => {
      onIntent();
      handlers.onPointerEnter?.(event);
    },
    onTouchStart: (event: TouchEvent<HTMLAnchorElement>) => {
      onIntent();
      handlers.onTouchStart?.(event);
    },
    onFocus: (event: FocusEvent<HTMLAnchorElement>) => {
      onIntent();
      handlers.onFocus?.(event);
    },
  };
}
