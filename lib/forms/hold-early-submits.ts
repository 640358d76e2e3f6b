/** The attribute that marks `ActivateOnIntent`'s wrapper: the markup inside is handed to code. */
export const ISLAND_ATTRIBUTE = "data-intent-island";

/** The attribute `ActivateOnIntent` sets on its wrapper once its own listeners are in place. */
export const LISTENING_ATTRIBUTE = "data-listening";

/** The attribute a held form carries until its code sends it: its button shows the wait (globals.css). */
export const HELD_ATTRIBUTE = "data-held";

/** How long a held form waits for its code before the browser sends it as a plain post. */
export const HOLD_RELEASE_MS = 8_000;

/**
 * The pages' server-rendered POST forms (contact, newsletter, lead, risk) are handed to their code
 * by `ActivateOnIntent` (components/lists/activate-on-intent.tsx) once the page runs. A press made
 * before that (a slow phone still fetching scripts) is better sent by that code, which checks each
 * field in place, than posted as it is.
 *
 * This script runs as the HTML is parsed, before any module script: a POST form inside an
 * `ActivateOnIntent` that is not listening yet is held (not sent, nothing typed is lost), marked
 * busy so its button shows that the press was taken, and listed in `self.__heldSubmits`; the
 * `ActivateOnIntent` around it sends it, with the fields as they are then, as soon as it listens.
 * If its code never comes (a script blocked or failed), a form with a handler of its own for plain
 * posts (`action`, lib/forms/no-script) is sent as one after HOLD_RELEASE_MS.
 */
export const HOLD_SUBMITS_SCRIPT =
  `(function(){var h=self.__heldSubmits=[];addEventListener("submit",function(e){var f=e.target,w=f.closest&&f.closest("[${ISLAND_ATTRIBUTE}]");` +
  `if(w&&!w.hasAttribute("${LISTENING_ATTRIBUTE}")&&f.method==="post"){e.preventDefault();f.setAttribute("${HELD_ATTRIBUTE}","");` +
  'f.setAttribute("aria-busy","true");if(h.indexOf(f)<0){h.push(f);' +
  `if(f.getAttribute("action"))setTimeout(function(){var i=h.indexOf(f);if(i>=0){h.splice(i,1);HTMLFormElement.prototype.submit.call(f)}},${HOLD_RELEASE_MS})}}},true)})()`;

declare global {
  interface Window {
    /** Forms pressed before their `ActivateOnIntent` listened, oldest first (HOLD_SUBMITS_SCRIPT). */
    __heldSubmits?: HTMLFormElement[];
  }
}
