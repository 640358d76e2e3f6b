import { describe, expect, it } from "vitest";
import { LAYOUTS, resolveLayout } from "@/lib/layouts";

describe("resolveLayout", () => {
  it("keeps the six SPEC layouts", () => {
    for (const name of LAYOUTS) expect(resolveLayout(name)).toBe(name);
    expect(LAYOUTS).toEqual(["default", "breadcrumb", "contact", "landing", "sign", "survey"]);
  });

  it("falls back to default for anything unknown", () => {
    expect(resolveLayout("fancy")).toBe("default");
    expect(resolveLayout("")).toBe("default");
    expect(resolveLayout(undefined)).toBe("default");
    expect(resolveLayout(42)).toBe("default");
    expect(resolveLayout("Default")).toBe("default");
  });
});
