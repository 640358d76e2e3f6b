import { describe, expect, it } from "vitest";
import { cleanQuery, toQueryString } from "@/lib/api/query";

describe("cleanQuery", () => {
  it("drops empty strings, null, undefined and NaN (SPEC §5)", () => {
    expect(
      cleanQuery({ a: "", b: null, c: undefined, d: Number.NaN, e: "  ", keep: "x", n: 3 }),
    ).toEqual({ keep: "x", n: "3" });
  });

  it("keeps 0 and false, which are values", () => {
    expect(cleanQuery({ page: 0, is_home: false })).toEqual({ page: "0", is_home: "false" });
  });

  it("filters array items and drops arrays left empty", () => {
    expect(cleanQuery({ ids: [1, null, "", 2], none: [null, undefined] })).toEqual({ ids: ["1", "2"] });
  });

  it("handles a missing query", () => {
    expect(cleanQuery(undefined)).toEqual({});
  });
});

describe("toQueryString", () => {
  it("is empty when nothing is left", () => {
    expect(toQueryString({ a: "", b: Number.NaN })).toBe("");
  });

  it("sorts keys and encodes values", () => {
    expect(toQueryString({ name: "أحمد علي", limit: 9, page: 1 })).toBe(
      `?limit=9&name=${encodeURIComponent("أحمد علي").replace(/%20/g, "+")}&page=1`,
    );
  });

  it("repeats array keys", () => {
    expect(toQueryString({ id: [1, 2] })).toBe("?id=1&id=2");
  });
});
