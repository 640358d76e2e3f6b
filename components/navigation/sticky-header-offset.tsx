"use client";

import { useEffect } from "react";

/** Space kept between the sticky header and a hash target (styles/globals.css has the same default). */
const GAP = "0.5rem";

/**
 * Keeps hash targets below the site header while it is sticky or fixed: sets `scroll-padding-top`
 * on <html> to the header's height (plus a small gap), and only when that height changes. The
 * property is not inherited, so changing it restyles <html> alone — a custom property there would
 * restyle every element of the page.
 */
export function StickyHeaderOffset() {
  useEffect(() => {
    const root = document.documentElement;
    const header = document.querySelector<HTMLElement>("[data-sticky-header], body header");
    if (!header) return;
    let current = "";
    const update = () => {
      const position = getComputedStyle(header).position;
      const sticky = position === "sticky" || position === "fixed";
      const next = `calc(${sticky ? header.getBoundingClientRect().height : 0}px + ${GAP})`;
      if (next === current) return;
      current = next;
      root.style.scrollPaddingTop = next;
    };
    // No first call here: the observer reports the header once it is laid out, where reading its
    // size costs nothing, instead of forcing a layout in the middle of hydration.
    const observer = new ResizeObserver(update);
    observer.observe(header);
    window.addEventListener("resize", update, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", update);
      root.style.removeProperty("scroll-padding-top");
    };
  }, []);
  return null;
}
