"use client";

import { useSyncExternalStore } from "react";
import { hasSessionHint } from "@/lib/auth/session-hint";

/**
 * Re-reads the hint when a cookie changes (Cookie Store API where there is one), when the page is
 * shown again from the back/forward cache and when the tab comes back, e.g. after signing out in
 * another tab.
 */
function subscribe(onChange: () => void) {
  const store = typeof cookieStore === "undefined" ? null : cookieStore;
  store?.addEventListener("change", onChange);
  window.addEventListener("pageshow", onChange);
  document.addEventListener("visibilitychange", onChange);
  return () => {
    store?.removeEventListener("change", onChange);
    window.removeEventListener("pageshow", onChange);
    document.removeEventListener("visibilitychange", onChange);
  };
}

const signedIn = () => hasSessionHint(document.cookie);
/** Pages are static: the server and the hydration render are always signed out. */
const signedOutOnServer = () => false;

/**
 * Whether the session hint cookie (lib/auth/session-hint.ts) says a visitor is signed
 * in. It only picks what to offer; every action checks the session itself.
 */
export function useSessionHint(): boolean {
  return useSyncExternalStore(subscribe, signedIn, signedOutOnServer);
}
