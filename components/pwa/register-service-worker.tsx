"use client";

import { useEffect } from "react";
import { idleAfterLoad } from "@/components/ui/when-idle";

/** Registers /sw.js (SPEC §7) once the loaded page is idle, in production builds only. */
export function RegisterServiceWorker() {
  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    return idleAfterLoad(() => void navigator.serviceWorker.register("/sw.js").catch(() => undefined));
  }, []);
  return null;
}
