import { describe, expect, it } from "vitest";
import { fitTitle, MAX_TITLE_LENGTH } from "@/lib/seo/title";

const site = "Riyadh Care Hospitals Group";
/** The document title Next writes from a `title` value and the layout's "%s | site" template. */
const rendered = (value: ReturnType<typeof fitTitle>) => (typeof value === "string" ? `${value} | ${site}` : value.absolute);

describe("fitTitle (issue 17: a page title over 70 characters)", () => {
  it("keeps the site name when the whole fits", () => {
    expect(fitTitle("Clinics", site)).toBe("Clinics");
  });

  it("drops the site name rather than exceed 70 characters", () => {
    const title = "Ten daily habits for a healthy heart, from our cardiologists";
    expect(rendered(fitTitle(title, site))).toBe(title);
  });

  it.each([
    "Understanding the early signs of gestational diabetes and what every expectant mother should know",
    "ما الذي يجب أن تعرفه كل أم حامل عن العلامات المبكرة لسكري الحمل وكيفية التعامل معه بأمان",
    "x".repeat(120),
  ])("shortens %j to at most 70 characters", (title) => {
    for (const value of [fitTitle(title, site), fitTitle(title, null)]) {
      const text = rendered(value);
      expect([...text].length).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
      expect(text.endsWith("…")).toBe(true);
    }
  });
});
