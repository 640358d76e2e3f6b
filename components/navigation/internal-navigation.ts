/**
 * The same-origin page a plain left click on a link leads to, or null: a modified click, a new tab,
 * a download, another origin, or the page already on screen (a hash link) is the browser's.
 */
export function internalNavigation(event: MouseEvent): URL | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.("a[href]");
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.hasAttribute("download") || (anchor.target && anchor.target !== "_self")) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const here = window.location;
  // Same page (a hash link, or the current URL): nothing loads.
  if (url.pathname === here.pathname && url.search === here.search) return null;
  return url;
}
