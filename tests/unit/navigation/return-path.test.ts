import { describe, expect, it } from "vitest";
import { isAuthPagePath, sanitizeReturnPath } from "@/lib/navigation/return-path";

describe("sanitizeReturnPath", () => {
  it("keeps same-origin relative paths with query and hash", () => {
    expect(sanitizeReturnPath("/profile")).toBe("/profile");
    expect(sanitizeReturnPath("/en/profile?tab=lifestyle#top")).toBe("/en/profile?tab=lifestyle#top");
    expect(sanitizeReturnPath("/الملف")).toBe(encodeURI("/الملف"));
    expect(sanitizeReturnPath("/en/doctors?name=a%2Fb")).toBe("/en/doctors?name=a%2Fb");
  });

  it.each([
    "//evil.example",
    "//evil.example/profile",
    "/\\evil.example",
    "\\\\evil.example",
    "/%5Cevil.example",
    "/%2F/evil.example",
    "https://evil.example",
    "http://evil.example/profile",
    "javascript:alert(1)",
    "evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    " //evil.example",
    "",
    "%",
    // Dot segments that URL normalisation collapses into `//host` (issue 17).
    "/.//evil.example",
    "/%2e//evil.example",
    "/%2E//evil.example",
    "/a/..//evil.example",
    "/a/%2e%2e//evil.example",
    "/%2e%2e//evil.example",
    "/.%2e//evil.example",
    "/././/evil.example",
    "/.///evil.example",
    "/./%2F/evil.example",
    "/.%2F/evil.example",
    "/.%2f%2fevil.example",
    "/./\\evil.example",
    "/.\\/evil.example",
    "/%5C%5Cevil.example",
    "/.%5C/evil.example",
    "/.\t//evil.example",
    "/%09/evil.example",
    "/.%09//evil.example",
    "/%2e/%2e//evil.example",
    "/a/b/../..//evil.example",
    "/x/..%2f/evil.example",
  ])("rejects %j", (value) => {
    expect(sanitizeReturnPath(value)).toBe("/");
  });

  it("uses the given fallback", () => {
    expect(sanitizeReturnPath("https://evil.example", "/en")).toBe("/en");
    expect(sanitizeReturnPath(undefined, "/en")).toBe("/en");
    expect(sanitizeReturnPath(["/profile"], "/en")).toBe("/en");
  });

  it("normalizes dot segments without leaving the origin", () => {
    expect(sanitizeReturnPath("/a/../../profile")).toBe("/profile");
  });
});

describe("sanitizeReturnPath on what the sign-in pages receive", () => {
  // `/en/sign-in?callbackUrl=…` and `/en/login?callbackUrl=…` hand the raw query value over.
  it.each(["/.//evil.example", "/%2e//evil.example", "/a/..//evil.example"])("never returns a path that leaves the site for %j", (value) => {
    const target = new URL(sanitizeReturnPath(value, "/en"), "https://site.example");
    expect(target.origin).toBe("https://site.example");
  });
});

describe("isAuthPagePath", () => {
  it("recognises sign-in pages in both locales", () => {
    expect(isAuthPagePath("/sign-in")).toBe(true);
    expect(isAuthPagePath("/en/sign-in?callbackUrl=/x")).toBe(true);
    expect(isAuthPagePath("/login")).toBe(true);
    expect(isAuthPagePath("/profile")).toBe(false);
    expect(isAuthPagePath("/sign-in-help")).toBe(false);
  });
});
