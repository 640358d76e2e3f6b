/**
 * Request headers only the proxy sets (a visitor's own copies are removed, handler.ts); the
 * catch-all page (app/[locale]/(default)/[...rest]) reads them to render a status view inside the
 * layout.
 */

/** The backend is down and the page is not cached: a 503. The value is the visitor's path, for "try again". */
export const OUTAGE_HEADER = "x-hg-backend-outage";

/** Internal path of that view: only the catch-all route matches two segments under `_`. */
export const OUTAGE_PATH = "/_/service-unavailable";

/**
 * The path matches no route of the table: the 404 view, drawn on the server. A visitor who sends
 * it himself on a path of the table that has no page only changes his own answer: the same 404
 * view, drawn on the server instead of in the browser.
 */
export const UNMATCHED_PATH_HEADER = "x-hg-unmatched-path";
