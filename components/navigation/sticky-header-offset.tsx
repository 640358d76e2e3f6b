"use client";

import { useEffect } from "react";

const VARIABLE = "--sticky-header-height";

/**
 * Publishes the height of the site header as --sticky-header-height while it is sticky or fixed
 * (0 otherwise), so hash targets land below it (navigation.css). Follows resizes and the header
 * changing position between breakpoints.
 */
export function StickyHeaderOffset() {
  useEffect(() => {
    const root = document.documentElement;
    const header = document.querySelector<HTMLElement>("[data-sticky-header], body header");
    if (!header) return;
    const update = () => {
      const position = getComputedStyle(header).position;
      const sticky = position === "sticky" || position === "fixed";
      root.style.setProperty(VARIABLE, sticky ? `${header.getBoundingClientRect().height}px` : "0px");
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(header);
    window.addEventListener("resize", update, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", update);
      root.style.removeProperty(VARIABLE);
    };
  }, []);
  return null;
}
