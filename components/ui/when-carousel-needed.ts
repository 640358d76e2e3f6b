const INTERACTIONS = ["pointerdown", "keydown", "focusin", "touchstart"] as const;
/** How often a carousel that does not play now is asked again whether it does. */
const STEP_MS = 6000;

/**
 * When a carousel needs Swiper, which it does not to paint (its first slides are server HTML):
 * - at the visitor's first interaction with it (a control used before then waits for it);
 * - for one that moves on its own (`autoplayMs()` not null), when its first step is due, counted
 *   from the page's load: the first slide is on show until then anyway;
 * - for one that does not, once it comes near the viewport and the browser is idle.
 * `region` holds the carousel and its controls; `root` is the element Swiper takes.
 * Nothing of it then competes with the page's first load, and a visitor who neither waits nor
 * reaches for it never loads it. `task(true)` means the first autoplay step is due now.
 */
export function whenCarouselNeeded(
  task: (due: boolean) => void,
  region: Element,
  root: Element,
  autoplayMs: (() => number | null) | null,
): () => void {
  let done = false;
  let timer = 0;
  let observer: IntersectionObserver | null = null;
  let start: (() => void) | null = null;
  const run = (due: boolean) => {
    if (done) return;
    done = true;
    observer?.disconnect();
    window.clearTimeout(timer);
    task(due);
  };
  const onInteraction = () => run(false);
  for (const type of INTERACTIONS) region.addEventListener(type, onInteraction, { capture: true, once: true, passive: true });

  if (autoplayMs) {
    // While it does not play (reduced motion, hovered), it is asked again a step later.
    const schedule = (delay: number) => {
      timer = window.setTimeout(() => {
        if (done) return;
        if (autoplayMs() !== null) run(true);
        else schedule(delay);
      }, delay);
    };
    start = () => schedule(autoplayMs() ?? STEP_MS);
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
  } else {
    observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) (window.requestIdleCallback ?? setTimeout)(() => run(false));
      },
      { rootMargin: "50% 0px" },
    );
    observer.observe(root);
  }
  return () => {
    done = true;
    observer?.disconnect();
    window.clearTimeout(timer);
    if (start) window.removeEventListener("load", start);
    for (const type of INTERACTIONS) region.removeEventListener(type, onInteraction, { capture: true });
  };
}
