"use client";

import { useEffect } from "react";
import { isChunkLoadError, reloadAfterChunkError } from "./chunk-reload";

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function ChunkReloadGuard() {
  useEffect(() => {
    const handle = (reason: unknown) => {
      if (isChunkLoadError(reason)) reloadAfterChunkError(storage(), () => window.location.reload());
    };
    const onError = (event: ErrorEvent) => handle(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => handle(event.reason);
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
    };
  }, []);
  return null;
}
