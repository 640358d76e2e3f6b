import { describe, expect, it } from "vitest";
import { foldText, matchesAllWords } from "@/components/faq/fold";

describe("FAQ search folding", () => {
  it("ignores Arabic diacritics, hamza forms, taa marbuta and alef maksura", () => {
    expect(foldText("الأسْئِلَة")).toBe(foldText("الاسئله"));
    expect(foldText("مُستشفى")).toBe(foldText("مستشفي"));
    expect(foldText("إنسولين")).toBe(foldText("انسولين"));
  });
  it("ignores case, accents, tatweel and punctuation; Arabic-Indic digits become Latin", () => {
    expect(foldText("Café — RÉSUMÉ!")).toBe("cafe resume");
    expect(foldText("مـــوعد ١٩٨٤")).toBe("موعد 1984");
  });
  it("matches when every word of the query appears", () => {
    const text = foldText("How long does insurance approval take?");
    expect(matchesAllWords(text, foldText("insurance take"))).toBe(true);
    expect(matchesAllWords(text, foldText("insurance refund"))).toBe(false);
    expect(matchesAllWords(text, "")).toBe(true);
  });
});
