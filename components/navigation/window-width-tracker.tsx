"use client";

import { useEffect } from "react";
import { useWindowWidthStore } from "./window-width";

export const INITIAL_READ_DELAY_MS = 100;

/** SPEC §9: window width read 100 ms after start, then updated on resize (once per frame). */
export function WindowWidthTracker() {
  useEffect(() => {
    const { setWidth } = useWindowWidthStore.getState();
    let frame = 0;
    const read = () => setWidth(window.innerWidth);
    const onResize = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(read);
    };
    const initial = setTimeout(read, INITIAL_READ_DELAY_MS);
    window.addEventListener("resize", onResize, { passive: true });
    return () => {
      clearTimeout(initial);
      cancelAnimationFrame(frame);
      window.removeEventListener("resize", onResize);
    };
  }, []);
  return null;
}
