/** What counts as the visitor reaching for something. */
export const INTERACTIONS = ["pointerdown", "keydown", "focusin", "touchstart"] as const;

/**
 * Runs `task` once: when the browser is first idle after the page has loaded, or at the visitor's
 * first interaction with `target`, whichever comes first. For code a page does not need to paint
 * (carousels), so it never competes with the first load. Returns a cancel.
 */
export function whenIdleOrInteraction(task: () => void, target: EventTarget): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  // Safari has no requestIdleCallback: a short timeout stands in for it.
  const idle = () => (window.requestIdleCallback ?? setTimeout)(run);
  for (const type of INTERACTIONS) target.addEventListener(type, run, { capture: true, once: true, passive: true });
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
  return () => {
    done = true;
  };
}
