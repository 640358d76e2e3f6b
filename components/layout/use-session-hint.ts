"use client";

import { useSyncExternalStore } from "react";
import { hasSessionHint, SESSION_HINT_COOKIE, SESSION_HINT_VALUE } from "@/lib/auth/session-hint";

/** What the page shows until the cookie has been read: the static page's (signed out). */
let hinted = false;

/**
 * Reads the hint, then tells React. The Cookie Store API answers asynchronously; `document.cookie`
 * is a synchronous round trip to the browser's cookie store (6 ms of a page's hydration in a
 * Lighthouse trace), so it is only the fallback where there is no Cookie Store.
 */
function read(onChange: () => void) {
  const settle = (value: boolean) => {
    hinted = value;
    onChange();
  };
  const viaDocument = () => settle(hasSessionHint(document.cookie));
  if (typeof cookieStore === "undefined") return viaDocument();
  cookieStore.get(SESSION_HINT_COOKIE).then((cookie) => settle(cookie?.value === SESSION_HINT_VALUE), viaDocument);
}

/**
 * Reads the hint when the page starts listening, and again when a cookie changes (Cookie Store
 * API where there is one), when the page is shown again from the back/forward cache and when the
 * tab comes back, e.g. after signing out in another tab. Signing in and out here load a new page.
 */
function subscribe(onChange: () => void) {
  const reread = () => read(onChange);
  reread();
  const store = typeof cookieStore === "undefined" ? null : cookieStore;
  store?.addEventListener("change", reread);
  window.addEventListener("pageshow", reread);
  document.addEventListener("visibilitychange", reread);
  return () => {
    store?.removeEventListener("change", reread);
    window.removeEventListener("pageshow", reread);
    document.removeEventListener("visibilitychange", reread);
  };
}

const current = () => hinted;
/** Pages are static: the server and the hydration render are always signed out. */
const signedOutOnServer = () => false;

/**
 * Whether the session hint cookie (lib/auth/session-hint.ts) says a visitor is signed
 * in. It only picks what to offer; every action checks the session itself.
 */
export function useSessionHint(): boolean {
  return useSyncExternalStore(subscribe, current, signedOutOnServer);
}
