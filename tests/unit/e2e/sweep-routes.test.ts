import { describe, expect, it } from "vitest";
import { pathnames } from "@/lib/i18n/routing";
import { SWEEP } from "../../e2e/sweep/routes";

describe("the accessibility sweep (tests/e2e/accessibility.spec.ts)", () => {
  it("covers every route of the routing table, and no route the table does not have", () => {
    expect(Object.keys(SWEEP).sort()).toEqual(Object.keys(pathnames).sort());
  });

  it("loads each route at a path of that route in both languages", () => {
    for (const [route, entry] of Object.entries(SWEEP)) {
      if (!("paths" in entry)) continue;
      expect(entry.paths.en, route).toMatch(/^\/en(\/|$)/);
      expect(entry.paths.ar, route).not.toMatch(/^\/en(\/|$)/);
    }
  });
});
