"use client";

import { useEffect, useState } from "react";

export const MINIMUM_LOADING_MS = 200;

/**
 * SPEC §4: a data fetch shows its loading state for at least 200 ms, so a fast answer does not
 * flash a skeleton for one frame. Returns the loading flag to display.
 */
export function useMinimumLoading(loading: boolean, minimumMs: number = MINIMUM_LOADING_MS): boolean {
  // Each loading period is a cycle; the display holds until that cycle's minimum has elapsed.
  const [cycle, setCycle] = useState(loading ? 1 : 0);
  const [previous, setPrevious] = useState(loading);
  const [elapsedCycle, setElapsedCycle] = useState(0);

  if (loading !== previous) {
    setPrevious(loading);
    if (loading) setCycle((current) => current + 1);
  }

  useEffect(() => {
    if (cycle === 0) return;
    const timer = setTimeout(() => setElapsedCycle(cycle), minimumMs);
    return () => clearTimeout(timer);
  }, [cycle, minimumMs]);

  return loading || (cycle > 0 && elapsedCycle < cycle);
}
