import { describe, expect, it } from "vitest";
import { likePattern, normalizeSearch } from "../../backend/src/db/search-text";
import { slugify } from "../../backend/src/db/seed/slug";

describe("normalizeSearch", () => {
  it.each([
    ["طِبُّ الأَطْفَالِ", "طب الاطفال"],
    ["أمراض", "امراض"],
    ["إبراهيم", "ابراهيم"],
    ["آمنة", "امنه"],
    ["عيادة", "عياده"],
    ["مستشفى", "مستشفي"],
    ["مـــحمد", "محمد"],
    ["مسؤول", "مسوول"],
    ["٠٥٥١", "0551"],
    ["Café RÉSUMÉ", "cafe resume"],
    ["  Heart   health!  ", "heart health"],
  ])("%s → %s", (input, expected) => {
    expect(normalizeSearch(input)).toBe(expected);
  });
  it("escapes LIKE wildcards in queries", () => {
    expect(likePattern("50%_off")).toBe("%50 off%");
    expect(likePattern("a\\b")).toBe("%a b%");
    expect(likePattern("   ")).toBeNull();
  });
});

describe("slugify", () => {
  it("keeps Arabic script and makes English kebab-case", () => {
    expect(slugify("طب الأطفال")).toBe("طب-الأطفال");
    expect(slugify("طِبّ الأطفال")).toBe("طب-الأطفال");
    expect(slugify("Women's Wellness – Al Malqa")).toBe("womens-wellness-al-malqa");
  });
});
