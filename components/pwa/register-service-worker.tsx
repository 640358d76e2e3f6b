"use client";

import { useEffect } from "react";

/** Registers /sw.js (SPEC §7) once the page is idle, in production builds only. */
export function RegisterServiceWorker() {
  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    const register = () => navigator.serviceWorker.register("/sw.js").catch(() => undefined);
    if ("requestIdleCallback" in window) window.requestIdleCallback(register);
    else setTimeout(register, 2000);
  }, []);
  return null;
}
