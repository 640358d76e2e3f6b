/**
 * Set by the proxy on requests whose path matches no route of the table, for the catch-all page
 * (app/[locale]/(default)/[...rest]), together with the 404 status. A visitor who sends it himself
 * on a path of the table that has no page only changes his own answer: the same 404 view, drawn on
 * the server instead of in the browser.
 */
export const UNMATCHED_PATH_HEADER = "x-hg-unmatched-path";
