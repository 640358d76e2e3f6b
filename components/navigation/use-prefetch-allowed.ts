"use client";

import { useSyncExternalStore } from "react";
import { currentConnection, prefetchAllowed } from "./prefetch";

function subscribe(onChange: () => void) {
  const connection = currentConnection();
  connection?.addEventListener?.("change", onChange);
  return () => connection?.removeEventListener?.("change", onChange);
}

/**
 * Whether links may prefetch on this connection. The server render says no, so nothing is
 * prefetched before the client knows the connection; hydration then switches it on where allowed.
 */
export function usePrefetchAllowed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => prefetchAllowed(currentConnection()),
    () => false,
  );
}
