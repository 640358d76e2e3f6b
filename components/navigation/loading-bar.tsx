"use client";

import { useEffect, useRef } from "react";
import { useStore } from "zustand";
import { useTranslations } from "next-intl";
import type { NProgress } from "nprogress";
import { LOADING_BAR, loadingBar } from "./loading-bar-store";

const BAR_ID = "loading-bar";
/** NProgress's own animation step; it holds a finished bar for one step and fades it in one. */
const NPROGRESS_SPEED_MS = LOADING_BAR.hideDelayMs / 2;

let nprogress: Promise<NProgress> | null = null;

/** NProgress, imported the first time the bar shows (a load slower than the 200 ms throttle). */
function loadNProgress(): Promise<NProgress> {
  nprogress ??= import("nprogress").then(({ default: bar }) =>
    bar.configure({
      parent: `#${BAR_ID}`,
      // The store (loading-bar-store.ts) owns the timings: NProgress only draws what it says.
      trickle: false,
      showSpinner: false,
      minimum: 0.08,
      speed: NPROGRESS_SPEED_MS,
      easing: "ease-out",
      barSelector: ".loading-bar-fill",
      template: '<div class="loading-bar-fill"></div>',
    }),
  );
  return nprogress;
}

/**
 * The 3 px bar at the top of the viewport, drawn by NProgress. Its state and SPEC §4's timings
 * (200 ms throttle, growth over 5,000 ms, red on error, 500 ms at full width before hiding) live
 * in loading-bar-store.ts; NProgress is imported when the bar first shows, so it is no part of a
 * page's first load.
 */
export function LoadingBar() {
  const t = useTranslations("navigation");
  const { visible, error, progress } = useStore(loadingBar.store);
  const shown = useRef(false);

  useEffect(() => {
    if (!visible && !shown.current) return;
    let current = true;
    void loadNProgress()
      .then((bar) => {
        if (!current) return;
        if (!visible) {
          shown.current = false;
          bar.remove();
          return;
        }
        // A bar still fading out from the last load starts over, rather than grow while invisible.
        if (!shown.current) bar.remove();
        shown.current = true;
        bar.set(progress / 100);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [visible, progress]);

  return (
    <div
      id={BAR_ID}
      role="progressbar"
      aria-label={t("loading")}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
      aria-hidden={!visible}
      data-state={error ? "error" : visible ? "loading" : "idle"}
      className="loading-bar pointer-events-none fixed inset-x-0 top-0 z-[100] overflow-hidden"
      style={{ height: LOADING_BAR.heightPx }}
    />
  );
}
