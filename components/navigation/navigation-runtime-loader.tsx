"use client";

import { useEffect, useState, type ComponentType } from "react";
import { whenIdleOrInteraction } from "@/components/ui/when-idle";
import { SoftLinks } from "./soft-links";

const load = () => import("./navigation-runtime");

/**
 * Mounts the navigation runtime (loading bar, scroll and hash handling, offline banner, chunk
 * reload guard, window width) once the page is idle or the visitor first acts, in a chunk of its
 * own: a first visit paints and becomes interactive without it. The first interaction starts the
 * download, so a link followed before it arrives navigates as usual, only without the bar (which
 * waits 200 ms before it shows anyway). Its styles are in styles/globals.css, which every page loads.
 * The links' own client navigation (soft-links.tsx, 0.5 kB) is mounted at once: every link of ours
 * is a plain anchor (lib/navigation/soft-link.tsx), and one followed as soon as the page runs navigates on the
 * client as a `<Link>` did.
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
  return (
    <>
      <SoftLinks />
      {Runtime && <Runtime />}
    </>
  );
}
