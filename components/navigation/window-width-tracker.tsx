"use client";

import { useEffect } from "react";
import { useWindowWidthStore } from "./window-width";

export const INITIAL_READ_DELAY_MS = 100;

/**
 * SPEC §9: window width read 100 ms after start, then updated on resize. The width is read where
 * layout is already done — in a ResizeObserver callback on <html>, which runs after layout — so
 * reading it never forces a style and layout pass of its own. Without ResizeObserver, resize
 * events (once per frame) stand in.
 */
export function WindowWidthTracker() {
  useEffect(() => {
    const { setWidth } = useWindowWidthStore.getState();
    const read = () => setWidth(window.innerWidth);
    let stop = () => {};
    const start = () => {
      if (typeof ResizeObserver === "function") {
        const observer = new ResizeObserver(read);
        observer.observe(document.documentElement);
        stop = () => observer.disconnect();
        return;
      }
      let frame = 0;
      const onResize = () => {
        cancelAnimationFrame(frame);
        frame = requestAnimationFrame(read);
      };
      read();
      window.addEventListener("resize", onResize, { passive: true });
      stop = () => {
        cancelAnimationFrame(frame);
        window.removeEventListener("resize", onResize);
      };
    };
    const initial = setTimeout(start, INITIAL_READ_DELAY_MS);
    return () => {
      clearTimeout(initial);
      stop();
    };
  }, []);
  return null;
}
