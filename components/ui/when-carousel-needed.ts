import { whenNearViewport } from "./near-viewport";
import { firstInteraction, firstOf, onIdle, type Trigger } from "./when-idle";

/**
 * When a carousel needs Swiper, which it does not to paint (its first slides are server HTML): at
 * the visitor's first interaction with `region` (the carousel and its controls), or, with
 * `whenNear`, once `root` comes near the viewport and the browser is idle. A carousel that moves on
 * its own also needs it when its first step is due (useLazySwiper's `autoplayMs`). Nothing of it
 * then competes with the page's first load, and a visitor who neither waits nor reaches for it
 * never loads it. Returns a cancel.
 */
export function whenCarouselNeeded(task: () => void, region: Element, root: Element, { whenNear }: { whenNear: boolean }): () => void {
  const nearThenIdle: Trigger = (fire) => {
    const near = whenNearViewport(() => onIdle(fire));
    near.observe(root);
    return near.cancel;
  };
  return firstOf(task, whenNear ? [firstInteraction(region), nearThenIdle] : [firstInteraction(region)]);
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
