/**
 * Page transitions (SPEC §9): out-in, fades 0.3–0.5 s, slide 0.4 s, none with reduced motion.
 * "Out" is CSS (styles/globals.css fades <main> once a navigation is slower than the loading bar's
 * throttle); "in" replays on <main> here after each route change. Web Animations leave no styles
 * behind, so nothing traps position:fixed descendants afterwards.
 */
export const PAGE_TRANSITION = { fadeInMs: 500, slideMs: 400, slideDistance: "1rem" } as const;

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

export function playPageEnter(target: Element | null = document.getElementById("main")): void {
  if (!target || typeof target.animate !== "function" || prefersReducedMotion()) return;
  const easing = "cubic-bezier(0.22, 1, 0.36, 1)";
  target.animate([{ opacity: 0 }, { opacity: 1 }], { duration: PAGE_TRANSITION.fadeInMs, easing });
  target.animate([{ translate: `0 ${PAGE_TRANSITION.slideDistance}` }, { translate: "0 0" }], {
    duration: PAGE_TRANSITION.slideMs,
    easing,
  });
}
