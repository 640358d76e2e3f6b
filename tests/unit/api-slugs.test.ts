import { describe, expect, it } from "vitest";
import { localizedSlugs, slugIn, slugsOf } from "@/lib/api/slugs";

const wire = { id: 3, slug_ar: "طب-القلب", slug_en: "cardiology" };

describe("wire slugs → view slugs", () => {
  it("keeps both languages and picks the requested one for links", () => {
    expect(slugsOf(wire)).toEqual({ ar: "طب-القلب", en: "cardiology" });
    expect(slugIn(wire, "ar")).toBe("طب-القلب");
    expect(localizedSlugs(wire, "en")).toEqual({ slug: "cardiology", slugs: { ar: "طب-القلب", en: "cardiology" } });
    expect(localizedSlugs(wire, "ar").slug).toBe("طب-القلب");
  });
});
