import { whenNearViewport } from "./near-viewport";
import { onFirstInteraction } from "./when-idle";

/**
 * When a carousel needs Swiper, which it does not to paint (its first slides are server HTML): at
 * the visitor's first interaction with `region` (the carousel and its controls), or, with
 * `whenNear`, once `root` comes near the viewport and the browser is idle. A carousel that moves on
 * its own also needs it when its first step is due (useLazySwiper's `autoplayMs`). Nothing of it
 * then competes with the page's first load, and a visitor who neither waits nor reaches for it
 * never loads it. Returns a cancel.
 */
export function whenCarouselNeeded(task: () => void, region: Element, root: Element, { whenNear }: { whenNear: boolean }): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    cancel();
    task();
  };
  const stopListening = onFirstInteraction(region, run);
  const near = whenNear ? whenNearViewport(() => (window.requestIdleCallback ?? setTimeout)(run)) : null;
  near?.observe(root);
  function cancel() {
    done = true;
    near?.cancel();
    stopListening();
  }
  return cancel;
}

/** Runs `task` `delayMs` after the page has loaded (or from now, when it has). Returns a cancel. */
export function afterLoad(delayMs: number, task: () => void): () => void {
  let timer = 0;
  const start = () => (timer = window.setTimeout(task, delayMs));
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
  return () => {
    window.removeEventListener("load", start);
    window.clearTimeout(timer);
  };
}
