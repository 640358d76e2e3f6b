"use client";

import { useEffect, useRef } from "react";
import { usePathname } from "next/navigation";

function targetOf(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // keep it as written
  }
  return document.getElementById(id);
}

/**
 * SPEC §2: scroll resets to the top on route change (back/forward excepted); a hash scrolls to its
 * element. The offset
 * below the sticky header comes from CSS (scroll-padding-top in styles/globals.css), so native hash
 * jumps and this code land in the same place.
 */
export function ScrollManager() {
  const pathname = usePathname();
  const first = useRef(true);
  const fromHistory = useRef(false);

  useEffect(() => {
    // Back/forward keeps the position the browser restores.
    const onPopState = () => {
      fromHistory.current = true;
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);

  useEffect(() => {
    if (fromHistory.current) {
      fromHistory.current = false;
      return;
    }
    if (first.current) {
      first.current = false;
      // A direct visit with a hash: content may render after hydration.
      const element = targetOf(window.location.hash);
      if (element) requestAnimationFrame(() => element.scrollIntoView({ block: "start" }));
      return;
    }
    const hash = window.location.hash;
    if (!hash) {
      window.scrollTo({ top: 0, left: 0, behavior: "instant" });
      return;
    }
    let attempts = 0;
    let frame = 0;
    const seek = () => {
      const element = targetOf(hash);
      if (element) element.scrollIntoView({ block: "start" });
      else if (attempts++ < 30) frame = requestAnimationFrame(seek);
      else window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    };
    seek();
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  return null;
}
