import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resolveNavHref } from "@/components/layout/nav-href";
import { pathnames } from "@/lib/i18n/routing";
import { isRouteBuilt, UNBUILT_ROUTES } from "@/lib/navigation/unbuilt-routes";

const appDir = path.join(process.cwd(), "app", "[locale]");

/** Internal route names that have a page file: `app/[locale]/(group)/sign-in/page.tsx` → `/sign-in`. */
function builtRoutes(dir = appDir, segments: string[] = []): string[] {
  const here = existsSync(path.join(dir, "page.tsx")) ? [`/${segments.join("/")}`] : [];
  return here.concat(
    readdirSync(dir)
      .filter((name) => statSync(path.join(dir, name)).isDirectory())
      .flatMap((name) => builtRoutes(path.join(dir, name), /^\(.*\)$/.test(name) ? segments : [...segments, name])),
  );
}

describe("UNBUILT_ROUTES", () => {
  it("holds only routes of the routing table whose page file does not exist yet", () => {
    const built = new Set(builtRoutes());
    expect(built.has("/sign-in") && built.has("/doctors/f/[key]"), "page files found under app/[locale]").toBe(true);
    for (const route of built) expect(isRouteBuilt(route), route).toBe(true);
    for (const route of UNBUILT_ROUTES) {
      expect(Object.keys(pathnames), route).toContain(route);
      expect(built.has(route), `${route} has a page now: remove it from lib/navigation/unbuilt-routes.ts`).toBe(false);
    }
  });

  it("keeps menu entries (header, More menu, footer) away from them", () => {
    for (const route of UNBUILT_ROUTES) {
      expect(isRouteBuilt(route)).toBe(false);
      expect(resolveNavHref(route), route).toBeNull();
    }
    expect(resolveNavHref("/doctors")).toEqual({ kind: "internal", pathname: "/doctors" });
  });
});
