import { describe, expect, it } from "vitest";
import ar from "@/messages/ar.json";

function* leaves(tree: unknown, path = ""): Generator<[string, string]> {
  if (typeof tree === "string") yield [path, tree];
  else if (tree && typeof tree === "object") for (const [key, value] of Object.entries(tree)) yield* leaves(value, path ? `${path}.${key}` : key);
}

describe("Arabic prepositions", () => {
  it("join the word or name after them without a tatweel (\"اتصل بمستشفى…\", not \"اتصل بـمستشفى\")", () => {
    // A tatweel stays only before digits or symbols, where "ب" cannot join: "يبدأ بـ 05".
    const joined = [...leaves(ar)].filter(([, text]) => /بـ\s*(\{|[\u0621-\u064A])/.test(text));
    expect(joined).toEqual([]);
  });
});
