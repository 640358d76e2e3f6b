"use client";

import { Suspense } from "react";
import { ChunkReloadGuard } from "./chunk-reload-guard";
import { LoadingBar } from "./loading-bar";
import { NavigationEvents } from "./navigation-events";
import { NetworkStatus } from "./network-status";
import { ScrollManager } from "./scroll-manager";
import { StickyHeaderOffset } from "./sticky-header-offset";
import { WindowWidthTracker } from "./window-width-tracker";

/**
 * The client side of navigation (SPEC §2, §4, §9), mounted once in the locale layout: loading
 * bar, scroll reset and hash scrolling, online/offline banner, chunk-load reload guard and the
 * window width store. Renders only the bar and the banner. The links' client navigation is the
 * loader's own, from the first load (navigation-runtime-loader.tsx).
 */
export function NavigationRuntime() {
  return (
    <>
      <LoadingBar />
      <Suspense fallback={null}>
        <NavigationEvents />
      </Suspense>
      <ScrollManager />
      <StickyHeaderOffset />
      <NetworkStatus />
      <ChunkReloadGuard />
      <WindowWidthTracker />
    </>
  );
}
