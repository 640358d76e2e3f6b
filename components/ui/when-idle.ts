/** What counts as the visitor reaching for something. */
const INTERACTIONS = ["pointerdown", "keydown", "focusin", "touchstart"] as const;

/** Starts watching for a moment and calls `fire` when it comes; returns what stops watching. */
export type Trigger = (fire: () => void) => () => void;

/**
 * Runs `task` once, at the first of `triggers` to fire, and stops them all then (or at the cancel
 * it returns). The one run-once guard of the site's deferred loads.
 */
export function firstOf(task: () => void, triggers: readonly Trigger[]): () => void {
  let done = false;
  let stops: Array<() => void> = [];
  // Stopping twice is harmless: listeners and observers are gone after the first time.
  const cancel = () => {
    done = true;
    for (const stop of stops) stop();
  };
  const fire = () => {
    if (done) return;
    cancel();
    task();
  };
  stops = triggers.map((trigger) => trigger(fire));
  // One fired as it started, before the others' stops were known.
  if (done) cancel();
  return cancel;
}

/** Safari has no requestIdleCallback: a short timeout stands in for it. */
export const onIdle = (run: () => void) => void (window.requestIdleCallback ?? setTimeout)(run);

/**
 * The visitor's first interaction with `target` (captured, so a control that stops the event still
 * counts).
 */
export const firstInteraction =
  (target: EventTarget): Trigger =>
  (fire) => {
    for (const type of INTERACTIONS) target.addEventListener(type, fire, { capture: true, once: true, passive: true });
    return () => {
      for (const type of INTERACTIONS) target.removeEventListener(type, fire, { capture: true });
    };
  };

/** The browser's first idle moment after the page has loaded. */
export const idleAfterLoad: Trigger = (fire) => {
  const idle = () => onIdle(fire);
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
  return () => window.removeEventListener("load", idle);
};

/**
 * Runs `task` once: when the browser is first idle after the page has loaded, or at the visitor's
 * first interaction with `target`, whichever comes first. For code a page does not need to paint
 * (the navigation runtime, the doctor cards' times), so it never competes with the first load.
 * Returns a cancel.
 */
export function whenIdleOrInteraction(task: () => void, target: EventTarget): () => void {
  return firstOf(task, [firstInteraction(target), idleAfterLoad]);
}
