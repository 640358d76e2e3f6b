"use client";

import { Suspense } from "react";
import { ChunkReloadGuard } from "./chunk-reload-guard";
import { LoadingBar } from "./loading-bar";
import { NavigationEvents } from "./navigation-events";
import { NetworkStatus } from "./network-status";
import { ScrollManager } from "./scroll-manager";
import { SoftLinks } from "./soft-links";
import { StickyHeaderOffset } from "./sticky-header-offset";
import { WindowWidthTracker } from "./window-width-tracker";

/**
 * The client side of navigation (SPEC §2, §4, §9), mounted once in the locale layout: loading
 * bar, client-side navigation for the links of markup kept from the server, scroll reset and hash
 * scrolling, online/offline banner, chunk-load reload guard and the window width store. Renders
 * only the bar and the banner.
 */
export function NavigationRuntime() {
  return (
    <>
      <LoadingBar />
      <Suspense fallback={null}>
        <NavigationEvents />
      </Suspense>
      <SoftLinks />
      <ScrollManager />
      <StickyHeaderOffset />
      <NetworkStatus />
      <ChunkReloadGuard />
      <WindowWidthTracker />
    </>
  );
}
