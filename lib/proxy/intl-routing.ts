import { defineRouting } from "next-intl/routing";
import { pathnames, routing } from "@/lib/i18n/routing";

/**
 * The proxy's copy of the routing: only the home page and the entries whose public path differs
 * from their route name. For every other entry next-intl answers the same with or without it (the
 * locale prefix added or removed, the path kept), but it sorts and matches all entries against each
 * request's path, so fewer entries make every page cheaper to serve.
 * tests/unit/proxy/intl-routing.test.ts checks that both copies answer every route alike.
 */
export const proxyRouting = defineRouting({
  ...routing,
  pathnames: Object.fromEntries(
    Object.entries(pathnames).filter(([key, value]) => key === "/" || value !== key),
  ) as typeof pathnames,
});
