"use client";

import { useEffect, useRef } from "react";
import { usePathname, useSearchParams } from "next/navigation";
import { internalNavigation } from "./internal-navigation";
import { loadingBar } from "./loading-bar-store";
import { playPageEnter } from "./page-transition";

/** Navigations slower than the loading bar's throttle also fade the old page out (out-in). */
const SLOW_AFTER_MS = 200;
/** A navigation that never completes (cancelled, same URL) must not leave the bar running. */
const GIVE_UP_AFTER_MS = 15_000;

/**
 * Drives the loading bar and the leaving half of the page transition from link clicks and
 * back/forward, and completes both when the new route is rendered. The App Router has no router
 * events, so start = click or popstate, end = pathname/search change.
 */
export function NavigationEvents() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const search = searchParams.toString();
  // The path and query on screen, as the browser writes them (percent-encoded).
  const rendered = useRef("");
  const timers = useRef<{ slow?: ReturnType<typeof setTimeout>; giveUp?: ReturnType<typeof setTimeout> }>({});

  useEffect(() => {
    const root = document.documentElement;
    const begin = () => {
      clearTimeout(timers.current.slow);
      clearTimeout(timers.current.giveUp);
      loadingBar.start();
      timers.current.slow = setTimeout(() => root.setAttribute("data-navigating", "slow"), SLOW_AFTER_MS);
      timers.current.giveUp = setTimeout(() => {
        root.removeAttribute("data-navigating");
        loadingBar.finish();
      }, GIVE_UP_AFTER_MS);
    };
    const onClick = (event: MouseEvent) => {
      if (internalNavigation(event)) begin();
    };
    // Back or Forward between two hashes of one page renders no new route, so nothing would end
    // the bar or the fade: only a different path or query is a navigation.
    const onPopState = () => {
      if (window.location.pathname + window.location.search !== rendered.current) begin();
    };
    document.addEventListener("click", onClick, { capture: true });
    window.addEventListener("popstate", onPopState);
    return () => {
      document.removeEventListener("click", onClick, { capture: true });
      window.removeEventListener("popstate", onPopState);
    };
  }, []);

  const previousPath = useRef(pathname);
  useEffect(() => {
    rendered.current = window.location.pathname + window.location.search;
    clearTimeout(timers.current.slow);
    clearTimeout(timers.current.giveUp);
    document.documentElement.removeAttribute("data-navigating");
    loadingBar.finish();
    if (previousPath.current !== pathname) {
      previousPath.current = pathname;
      playPageEnter();
    }
  }, [pathname, search]);

  return null;
}
