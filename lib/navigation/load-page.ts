/**
 * A full page load of `href`, not a client navigation: the header, the proxy and every server
 * component see what changed (a new session). Its own module, so a component test replaces it
 * instead of redefining `window.location`, which a test's window may not allow.
 */
export function loadPage(href: string): void {
  window.location.assign(href);
}
