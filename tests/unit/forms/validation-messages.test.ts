import { describe, expect, it } from "vitest";
import { VALIDATION_MESSAGES } from "@/lib/validation/messages";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("SPEC §5 validation messages", () => {
  it("exist in both languages for every rule, English as the backend words them", () => {
    for (const [key, english] of Object.entries(VALIDATION_MESSAGES)) {
      expect((en.validation as Record<string, string>)[key], key).toBe(english);
      const arabic = (ar.validation as Record<string, string>)[key];
      expect(arabic, key).toBeTruthy();
      // The Arabic sentence names the same field and numbers as the English one.
      expect(placeholders(arabic!), key).toEqual(placeholders(english));
    }
  });

  it("include SPEC §8's generic form error in both languages", () => {
    expect(en.forms.genericError).toBe("An error occurred, please try again!");
    expect(ar.forms.genericError).toMatch(/حدث خطأ/);
  });
});
