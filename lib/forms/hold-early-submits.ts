/** The attribute `ActivateOnIntent` sets on its wrapper once its own listeners are in place. */
export const LISTENING_ATTRIBUTE = "data-listening";

/**
 * The pages' server-rendered POST forms (contact, newsletter, lead, risk) are handed to their code
 * by `ActivateOnIntent` (components/lists/activate-on-intent.tsx) once the page runs. A press made
 * before that (a slow phone still fetching scripts, a script that never arrives) would post the
 * plain markup to a page that has no handler for it, and the visitor would get the page back with
 * everything typed gone.
 *
 * This script runs as the HTML is parsed, before any module script: a POST form inside an
 * `ActivateOnIntent` that is not listening yet is held (not sent, nothing typed is lost) and
 * listed in `self.__heldSubmits`; the `ActivateOnIntent` around it sends it, with the fields as
 * they are then, as soon as it listens.
 */
export const HOLD_SUBMITS_SCRIPT =
  '(function(){var h=self.__heldSubmits=[];addEventListener("submit",function(e){var f=e.target,w=f.closest&&f.closest("[data-hydrated]");' +
  `if(w&&!w.hasAttribute("${LISTENING_ATTRIBUTE}")&&f.method==="post"){e.preventDefault();if(h.indexOf(f)<0)h.push(f)}},true)})()`;

/**
 * The script's hash for the Content-Security-Policy of pages rendered per request (their scripts
 * need a nonce or a hash; lib/proxy/security-headers.ts). A unit test checks it against the script.
 */
export const HOLD_SUBMITS_HASH = "sha256-Wcz9MZouT7xfYjz5R0EOKap26B3M6/ILFj+O2S9v8Jc=";

declare global {
  interface Window {
    /** Forms pressed before their `ActivateOnIntent` listened, oldest first (HOLD_SUBMITS_SCRIPT). */
    __heldSubmits?: HTMLFormElement[];
  }
}
