import { afterEach, beforeEach, vi } from "vitest";

/** A JSON answer as the site's endpoints give it. */
export const jsonResponse = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/**
 * `fetch` replaced by a mock for each test of the calling file (reset before each, the real one put
 * back after), with `cleanup` (Testing Library's) run after each too.
 */
export function stubFetchEachTest(cleanup: () => void) {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}
