/**
 * A full page load of `href`, not a client navigation: after a sign-in or a sign-out, so that the
 * header, the proxy and every server component see the new session; to a payment provider's page.
 * Every such load goes through here, so a component test replaces this module instead of redefining
 * `window.location`, which a test's window (a VM context's, vitest.config.ts) does not allow.
 */
export function loadPage(href: string): void {
  window.location.assign(href);
}
