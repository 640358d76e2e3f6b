import { describe, expect, it } from "vitest";
import { isAuthPagePath, sanitizeReturnPath } from "@/lib/proxy/return-path";

describe("sanitizeReturnPath", () => {
  it("keeps same-origin relative paths with query and hash", () => {
    expect(sanitizeReturnPath("/profile")).toBe("/profile");
    expect(sanitizeReturnPath("/en/profile?tab=lifestyle#top")).toBe("/en/profile?tab=lifestyle#top");
    expect(sanitizeReturnPath("/الملف")).toBe(encodeURI("/الملف"));
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

describe("isAuthPagePath", () => {
  it("recognises sign-in pages in both locales", () => {
    expect(isAuthPagePath("/sign-in")).toBe(true);
    expect(isAuthPagePath("/en/sign-in?callbackUrl=/x")).toBe(true);
    expect(isAuthPagePath("/login")).toBe(true);
    expect(isAuthPagePath("/profile")).toBe(false);
    expect(isAuthPagePath("/sign-in-help")).toBe(false);
  });
});
