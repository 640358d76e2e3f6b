import { describe, expect, it } from "vitest";
import { resolveRoute, routerPath } from "@/lib/i18n/route-match";

describe("routerPath: the path Next renders for a requested one", () => {
  it.each([
    ["/en/profile%20", "/en/profile"],
    ["/en/profile%20%20%09", "/en/profile"],
    ["/en/sign-in", "/en/sign-in"],
    ["/%D8%A7%D8%AA%D8%B5%D9%84-%D8%A8%D9%86%D8%A7%20", "/اتصل-بنا"],
    // Only the end is trimmed: a space inside a segment is part of it.
    ["/en/%20profile", "/en/ profile"],
    ["/%20", "/"],
  ])("%s → %s", (requested, rendered) => {
    expect(routerPath(requested)).toBe(rendered);
  });

  it("resolves a path with a trailing encoded space to the page Next renders", () => {
    expect(resolveRoute("/en/profile%20")?.routeKey).toBe("/profile");
    expect(resolveRoute("/en/sign-in%20")?.routeKey).toBe("/sign-in");
    expect(resolveRoute("/en/sign-in%20/%20")?.routeKey).not.toBe("/sign-in");
  });
});
