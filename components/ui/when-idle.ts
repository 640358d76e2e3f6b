/** What counts as the visitor reaching for something. */
const INTERACTIONS = ["pointerdown", "keydown", "focusin", "touchstart"] as const;

/**
 * Calls `run` at the visitor's first interaction with `target` (captured, so a control that stops
 * the event still counts). Returns what stops listening.
 */
export function onFirstInteraction(target: EventTarget, run: () => void): () => void {
  for (const type of INTERACTIONS) target.addEventListener(type, run, { capture: true, once: true, passive: true });
  return () => {
    for (const type of INTERACTIONS) target.removeEventListener(type, run, { capture: true });
  };
}

/**
 * Runs `task` once: when the browser is first idle after the page has loaded, or at the visitor's
 * first interaction with `target`, whichever comes first. For code a page does not need to paint
 * (the navigation runtime, the doctor cards' times), so it never competes with the first load.
 * Returns a cancel.
 */
export function whenIdleOrInteraction(task: () => void, target: EventTarget): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    cancel();
    task();
  };
  // Safari has no requestIdleCallback: a short timeout stands in for it.
  const idle = () => (window.requestIdleCallback ?? setTimeout)(run);
  const stopListening = onFirstInteraction(target, run);
  function cancel() {
    done = true;
    stopListening();
    window.removeEventListener("load", idle);
  }
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
  return cancel;
}
