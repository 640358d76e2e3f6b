import type { AppPathname } from "@/lib/i18n/routing";

/**
 * Routes of the routing table (lib/i18n/routing.ts) whose page is not built yet: every link to them
 * would answer 404, so the header, the More menu, the footer, the site map and the sign-in page
 * leave them out. Remove a route from this list in the change that adds its page; a unit test
 * (tests/unit/navigation/unbuilt-routes.test.ts) fails while a listed route has a page file.
 */
export const UNBUILT_ROUTES: ReadonlySet<AppPathname> = new Set<AppPathname>([
]);

/** Whether a link to `route` (an internal route name) can be shown. */
export function isRouteBuilt(route: string): boolean {
  return !UNBUILT_ROUTES.has(route as AppPathname);
}
