"use client";

import { useSyncExternalStore } from "react";
import { currentConnection, prefetchAllowed } from "./prefetch";

function subscribe(onChange: () => void) {
  const connection = currentConnection();
  connection?.addEventListener?.("change", onChange);
  return () => connection?.removeEventListener?.("change", onChange);
}

const snapshot = () => prefetchAllowed(currentConnection());

/**
 * Whether links may prefetch on this connection. The answer never reaches the markup (a link's
 * `<a>` is the same either way), so hydration reads the browser's own connection at once instead
 * of a server guess: a page's links mount with the right choice, with no second render of every
 * link once the page is live.
 */
export function usePrefetchAllowed(): boolean {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
