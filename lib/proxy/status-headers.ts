/**
 * A request header only the proxy sets (a visitor's own copy is removed); the catch-all page
 * (app/[locale]/(default)/[...rest]) reads it to render a status view inside the layout.
 */

/** The backend is down and the page is not cached: a 503. The value is the visitor's path, for "try again". */
export const OUTAGE_HEADER = "x-hg-backend-outage";

/** Internal path of that view: only the catch-all route matches two segments under `_`. */
export const OUTAGE_PATH = "/_/service-unavailable";
