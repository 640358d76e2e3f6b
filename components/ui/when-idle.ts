/** What counts as the visitor reaching for something. */
const INTERACTIONS = ["pointerdown", "keydown", "focusin", "touchstart"] as const;

/** A moment to wait for: calls `fire` when it comes, and returns what stops waiting. */
export type Trigger = (fire: () => void) => () => void;

/**
 * Runs `task` once, at the first of `triggers` to fire, and stops waiting for the others. Returns
 * a cancel that stops them all (after which `task` never runs).
 */
export function onFirstOf(task: () => void, triggers: readonly Trigger[]): () => void {
  let done = false;
  const stops: Array<() => void> = [];
  const cancel = () => {
    done = true;
    for (const stop of stops.splice(0)) stop();
  };
  const fire = () => {
    if (done) return;
    cancel();
    task();
  };
  for (const trigger of triggers) {
    const stop = trigger(fire);
    // A trigger that fired while it was being set up leaves the later ones unset.
    if (done) {
      stop();
      break;
    }
    stops.push(stop);
  }
  return cancel;
}

/**
 * The visitor's first interaction with `target` (captured, so a control that stops the event still
 * counts).
 */
export function firstInteraction(target: EventTarget): Trigger {
  return (fire) => {
    for (const type of INTERACTIONS) target.addEventListener(type, fire, { capture: true, once: true, passive: true });
    return () => {
      for (const type of INTERACTIONS) target.removeEventListener(type, fire, { capture: true });
    };
  };
}

/** The browser's next idle moment. Safari has no requestIdleCallback: a short timeout stands in. */
export function whenIdle(run: () => void): void {
  (window.requestIdleCallback ?? setTimeout)(run);
}

/** The browser's first idle moment after the page has loaded. */
export const idleAfterLoad: Trigger = (fire) => {
  const idle = () => whenIdle(fire);
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
  return onFirstOf(task, [idleAfterLoad, firstInteraction(target)]);
}
