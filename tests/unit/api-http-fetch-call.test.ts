import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("@/lib/env", () => ({ env: { API_BASE_URL: "http://backend.test" } }));

const { http } = await import("@/lib/api/http");

type FetchCall = [input: unknown, init: RequestInit | undefined];

function recordFetch(): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.stubGlobal("fetch", async (input: unknown, init?: RequestInit) => {
    calls.push([input, init]);
    return new Response('{"ok":true}', { status: 200, headers: { "content-type": "application/json" } });
  });
  return calls;
}

// A Request built with axios's timeout signal was kept by undici's finalization registry for the
// life of the server (lib/api/http.ts; docs/performance.md, 2026-11-29 17:30–18:25): the client
// hands fetch the URL and its options, and the timeout still reaches fetch as the signal.
describe("the backend client's fetch call", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("passes a URL and options, never a Request it built, with the timeout as the signal", async () => {
    const calls = recordFetch();
    const response = await http.get("/api/settings/Site/general", { fetchOptions: { next: { revalidate: 60, tags: ["settings"] } } });
    expect(response.data).toEqual({ ok: true });
    expect(calls).toHaveLength(1);
    const [input, init] = calls[0]!;
    expect(input).not.toBeInstanceOf(Request);
    expect(String(input)).toBe("http://backend.test/api/settings/Site/general");
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    expect(init?.method).toBe("GET");
    // Next's data cache reads its options from the same init.
    expect((init as RequestInit & { next?: unknown }).next).toEqual({ revalidate: 60, tags: ["settings"] });
  });

  it("sends a POST body and its headers the same way", async () => {
    const calls = recordFetch();
    await http.post("/oauth/token", { grant_type: "client_credentials" });
    const [input, init] = calls[0]!;
    expect(input).not.toBeInstanceOf(Request);
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe('{"grant_type":"client_credentials"}');
    expect(new Headers(init?.headers).get("content-type")).toContain("application/json");
  });
});
