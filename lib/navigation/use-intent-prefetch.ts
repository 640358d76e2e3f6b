"use client";

import { useState, type FocusEvent, type PointerEvent, type TouchEvent } from "react";
import { usePrefetchAllowed } from "./use-prefetch-allowed";

export type IntentLinkProps<P> = {
  prefetch?: P;
  onPointerEnter?: (event: PointerEvent<HTMLAnchorElement>) => void;
  onTouchStart?: (event: TouchEvent<HTMLAnchorElement>) => void;
  onFocus?: (event: FocusEvent<HTMLAnchorElement>) => void;
};

/**
 * SPEC §9's prefetch rule for a link: on intent — pointer over it, a touch, keyboard focus — rather
 * than when it scrolls into view, so a page with forty links does not spend its first idle second
 * decoding routes nobody asked for. Intent switches the link to Next's automatic prefetch, which
 * then loads the (visible) route at once. Nothing is prefetched on 2g or with the data saver on; an
 * explicit `prefetch` still wins when prefetching is allowed. Returns the link's props with its
 * `prefetch` and intent handlers in place (its own handlers still run).
 */
export function useIntentPrefetch<P, T extends IntentLinkProps<P>>(props: T): T {
  const allowed = usePrefetchAllowed();
  const [intended, setIntended] = useState(false);
  const withIntent =
    <E,>(own?: (event: E) => void) =>
    (event: E) => {
      if (allowed && !intended) setIntended(true);
      own?.(event);
    };
  const { prefetch } = props;
  return {
    ...props,
    prefetch: !allowed ? false : prefetch !== undefined ? prefetch : intended ? null : false,
    onPointerEnter: withIntent(props.onPointerEnter),
    onTouchStart: withIntent(props.onTouchStart),
    onFocus: withIntent(props.onFocus),
  };
}
