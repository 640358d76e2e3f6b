"use client";

import { useEffect, useState, type ComponentType } from "react";
import { whenIdleOrInteraction } from "@/components/ui/when-idle";

const load = () => import("./navigation-runtime");

/**
 * Mounts the navigation runtime (loading bar, scroll and hash handling, offline banner, chunk
 * reload guard, window width) once the page is idle or the visitor first acts, in a chunk of its
 * own: a first visit paints and becomes interactive without it. The first interaction starts the
 * download, so a link followed before it arrives navigates as usual, only without the bar (which
 * waits 200 ms before it shows anyway). Its styles are in styles/globals.css, which every page loads.
 */
export function NavigationRuntimeLoader() {
  const [Runtime, setRuntime] = useState<ComponentType | null>(null);
  useEffect(
    () =>
      whenIdleOrInteraction(() => {
        load().then(
          (module) => setRuntime(() => module.NavigationRuntime),
          // No chunk (offline, a deploy in between): links and forms work without the runtime.
          () => undefined,
        );
      }, window),
    [],
  );
  return Runtime ? <Runtime /> : null;
}
