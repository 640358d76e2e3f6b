import { createServer, get } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keptByNoSharedCache, sharedCacheControl } from "../../../server/shared-cache-lifetime.mjs";

describe("sharedCacheControl", () => {
  it("caps what Next sends for a page revalidated every 300 s to 4 s fresh and 2 s stale", () => {
    expect(sharedCacheControl("s-maxage=300, stale-while-revalidate=31535700")).toBe("s-maxage=4, stale-while-revalidate=2");
  });

  it("gives a page kept for good (no revalidate) the same bounds", () => {
    expect(sharedCacheControl("s-maxage=31536000")).toBe("s-maxage=4, stale-while-revalidate=2");
  });

  it("keeps shorter values and other directives", () => {
    expect(sharedCacheControl("public, s-maxage=1, stale-while-revalidate=1")).toBe("public, s-maxage=1, stale-while-revalidate=1");
  });

  it("leaves private, uncached and browser-only answers alone", () => {
    for (const value of ["private, no-cache, no-store, max-age=0, must-revalidate", "public, max-age=31536000, immutable", "public, max-age=60, stale-while-revalidate=300"]) {
      expect(sharedCacheControl(value)).toBe(value);
    }
  });
});

describe("keptByNoSharedCache", () => {
  it("is true of what Next sends for a page rendered per request, and of private or no-store answers", () => {
    for (const value of ["private, no-cache, no-store, max-age=0, must-revalidate", "private", "No-Store", "public, no-store"]) {
      expect(keptByNoSharedCache(value), value).toBe(true);
    }
  });

  it("is false of pages a shared cache keeps and of browser-only lifetimes", () => {
    for (const value of ["s-maxage=300, stale-while-revalidate=31535700", "public, max-age=31536000, immutable", "no-cache", "max-age=0, privateish"]) {
      expect(keptByNoSharedCache(value), value).toBe(false);
    }
  });
});

// A server as `next start` runs it with the preload; its listener stands for Next setting the header.
describe("the preload", () => {
  let port = 0;
  let server: ReturnType<typeof createServer>;
  beforeAll(async () => {
    await import("../../../server/shared-cache-lifetime.mjs");
    server = createServer((req, res) => {
      res.setHeader("Cache-Control", req.url === "/page" ? "s-maxage=300, stale-while-revalidate=31535700" : "private, no-store");
      if (req.url === "/redirect") {
        // What Next does on the first render of a cached page that redirects: set, then append again.
        res.statusCode = 308;
        res.setHeader("location", "/en/doctor/x");
        res.appendHeader("location", "/en/doctor/x");
      }
      res.end("next");
    });
    await new Promise<void>((resolve) => server.listen(0, "localhost", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const headersOf = (path: string) =>
    new Promise<string[]>((resolve, reject) => {
      get({ host: "localhost", port, path }, (res) => {
        res.resume();
        resolve(res.rawHeaders);
      }).on("error", reject);
    });
  const header = async (path: string, wanted: string) => {
    const raw = await headersOf(path);
    const at = raw.findIndex((name, i) => i % 2 === 0 && name.toLowerCase() === wanted);
    return at === -1 ? undefined : raw[at + 1];
  };
  const cacheControl = (path: string) => header(path, "cache-control");

  it("rewrites the header a response is given", async () => {
    expect(await cacheControl("/page")).toBe("s-maxage=4, stale-while-revalidate=2");
    expect(await cacheControl("/profile")).toBe("private, no-store");
  });

  it("marks an answer no shared cache keeps to pass the front unbuffered, and no other", async () => {
    expect(await header("/profile", "x-accel-buffering")).toBe("no");
    expect(await header("/page", "x-accel-buffering")).toBeUndefined();
  });

  it("sends a redirect with one Location", async () => {
    const raw = await headersOf("/redirect");
    expect(raw.filter((name, i) => i % 2 === 0 && name.toLowerCase() === "location")).toHaveLength(1);
  });
});
