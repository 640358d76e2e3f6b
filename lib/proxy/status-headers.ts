/**
 * Request headers only the proxy sets (a visitor's own copies are removed); the catch-all page
 * (app/[locale]/(default)/[...rest]) reads them to render a status view inside the layout.
 */

/** The backend is down and the page is not cached: a 503. The value is the visitor's path, for "try again". */
export const OUTAGE_HEADER = "x-hg-backend-outage";

/** The address cannot be read (malformed percent-encoding, NUL or control characters): a 400. */
export const BAD_REQUEST_HEADER = "x-hg-bad-request";

/** Internal paths of those views: only the catch-all route matches two segments under `_`. */
export const OUTAGE_PATH = "/_/service-unavailable";
export const BAD_REQUEST_PATH = "/_/bad-request";
