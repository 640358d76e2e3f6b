import { afterEach, describe, expect, it, vi } from "vitest";
import { readKeptData } from "@/components/ui/kept-read";

afterEach(() => vi.unstubAllGlobals());

describe("reading a part's data kept by key", () => {
  it("keeps a failed read for a while, and reads again at once when the visitor asks (`afresh`)", async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response("{}", { status: 502 }))
      .mockResolvedValueOnce(new Response(JSON.stringify({ words: "back" }), { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    const url = "/api/sign-in-form?lang=en";
    expect(await readKeptData(url, "key-afresh")).toBeNull();
    // A render's retry meets the same failure without asking the server again.
    expect(await readKeptData(url, "key-afresh")).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await readKeptData(url, "key-afresh", { afresh: true })).toEqual({ words: "back" });
    expect(fetch).toHaveBeenCalledTimes(2);
    // Read once, the data stays: no further request.
    expect(await readKeptData(url, "key-afresh", { afresh: true })).toEqual({ words: "back" });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
