import { describe, expect, it } from "vitest";
import { FALLBACK_IMAGE, imageUrl } from "@/lib/images";
import { absoluteImageUrl } from "@/lib/images/absolute-url";

describe("imageUrl", () => {
  const variants = { mobile: "sliders/a-mobile.webp", desktop: "sliders/a-desktop.webp" };

  it("picks the variant under /storage/", () => {
    expect(imageUrl(variants, "mobile")).toBe("/storage/sliders/a-mobile.webp");
    expect(imageUrl(variants, "desktop")).toBe("/storage/sliders/a-desktop.webp");
    expect(imageUrl(variants)).toBe("/storage/sliders/a-desktop.webp");
  });

  it("uses a plain string for every variant and keeps absolute URLs", () => {
    expect(imageUrl("doctors/1.webp", "mobile")).toBe("/storage/doctors/1.webp");
    expect(imageUrl("https://cdn.example.com/x.webp")).toBe("https://cdn.example.com/x.webp");
    expect(imageUrl("/images/local.webp")).toBe("/images/local.webp");
  });

  it("falls back when the image is missing", () => {
    expect(imageUrl(null)).toBe(FALLBACK_IMAGE);
    expect(imageUrl("")).toBe(FALLBACK_IMAGE);
    expect(imageUrl({ mobile: "", desktop: "" }, "mobile")).toBe(FALLBACK_IMAGE);
  });
});

describe("absoluteImageUrl", () => {
  it("builds a full URL from the desktop variant (SPEC §3 SEO image)", () => {
    expect(absoluteImageUrl({ mobile: "m.webp", desktop: "d.webp" }, "https://example.sa/")).toBe(
      "https://example.sa/storage/d.webp",
    );
    expect(absoluteImageUrl("https://cdn.example.com/x.webp", "https://example.sa")).toBe(
      "https://cdn.example.com/x.webp",
    );
  });
});
