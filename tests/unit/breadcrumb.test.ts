import { describe, expect, it } from "vitest";
import { validateBreadcrumbPath } from "@/components/layout/breadcrumb-path";
import { breadcrumbListJsonLd, jsonLdScript } from "@/lib/seo/json-ld";

describe("validateBreadcrumbPath", () => {
  it("accepts a list of {name, link}", () => {
    expect(validateBreadcrumbPath([{ name: "Doctors", link: "/en/doctors", extra: 1 }])).toEqual([
      { name: "Doctors", link: "/en/doctors" },
    ]);
    expect(validateBreadcrumbPath([])).toEqual([]);
  });

  it.each([null, undefined, "x", { name: "a", link: "b" }, 3])("rejects a non-array payload %j", (payload) => {
    expect(() => validateBreadcrumbPath(payload)).toThrow(
      new Error("set_path payload should be an Array of objects for paths"),
    );
  });

  it.each([[null], ["x"], [{ name: "a" }], [{ link: "/" }], [{ name: 1, link: "/" }]])(
    "rejects a bad item %j",
    (...payload) => {
      expect(() => validateBreadcrumbPath(payload)).toThrow(
        new Error("path item object should contain name and link keys"),
      );
    },
  );
});

describe("JSON-LD", () => {
  it("escapes < so content cannot close the script element", () => {
    const text = jsonLdScript({ name: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>" });
  });

  it("builds a BreadcrumbList with absolute links", () => {
    expect(
      breadcrumbListJsonLd(
        [
          { name: "Home", link: "/en" },
          { name: "Doctors", link: "" },
        ],
        "https://example.sa/",
      ),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://example.sa/en" },
        { "@type": "ListItem", position: 2, name: "Doctors" },
      ],
    });
  });
});
