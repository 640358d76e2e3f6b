"use client";

import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useTranslations } from "next-intl";

function subscribe(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/** Whether the browser is online; the server (and first render) assume it is. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

const BACK_ONLINE_MS = 4000;

/** An offline banner (SPEC §4 tracks online/offline), announced politely, and a "back online" note. */
export function NetworkStatus() {
  const t = useTranslations("navigation");
  const online = useOnlineStatus();
  const wasOffline = useRef(false);
  const [backOnline, setBackOnline] = useState(false);

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    setBackOnline(true);
    const timer = setTimeout(() => setBackOnline(false), BACK_ONLINE_MS);
    return () => clearTimeout(timer);
  }, [online]);

  const message = !online ? t("offline") : backOnline ? t("backOnline") : "";

  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="network-status"
      data-online={online}
      className={
        message
          ? [
              "fixed inset-x-0 bottom-0 z-[90] px-4 py-3 text-center text-sm font-medium text-white shadow-raised",
              online ? "bg-success" : "bg-ink",
            ].join(" ")
          : "sr-only"
      }
    >
      {message}
    </div>
  );
}
