// @vitest-environment node
import { describe, expect, it, vi } from "vitest";

const { setRequestLocale } = vi.hoisted(() => ({ setRequestLocale: vi.fn() }));
vi.mock("next-intl/server", () => ({ setRequestLocale }));
import { localeOrDefault } from "@/lib/i18n/locales";
import { pageLocale } from "@/lib/i18n/page-locale";

const digestOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as { digest?: string }).digest;
  }
  return "no error";
};

describe("pageLocale, the pages' one locale guard", () => {
  it("sets a known locale for the request and gives it back", () => {
    expect(pageLocale("en")).toBe("en");
    expect(setRequestLocale).toHaveBeenLastCalledWith("en");
  });

  it("is the localized 404 for any other segment, set for nothing", () => {
    setRequestLocale.mockClear();
    for (const segment of ["fr", "EN", "", "ar-SA"]) expect(digestOf(() => pageLocale(segment))).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
    expect(setRequestLocale).not.toHaveBeenCalled();
  });
});

describe("localeOrDefault, for answers that never 404 (metadata, actions, error views)", () => {
  it("keeps a known locale and falls back to Arabic otherwise", () => {
    expect(localeOrDefault("en")).toBe("en");
    expect(localeOrDefault("fr")).toBe("ar");
    expect(localeOrDefault(undefined)).toBe("ar");
  });
});
