// @vitest-environment node
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));

/** A stand-in backend that answers until it is told to drop off the network. */
let reachable = true;
let serial = 0;
const server = createServer((req, res) => {
  if (!reachable) {
    req.socket.destroy();
    return;
  }
  res.writeHead(200, { "content-type": "application/json" });
  res.end(JSON.stringify({ url: req.url, serial: ++serial }));
});

let apiGet: typeof import("@/lib/api/client").apiGet;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.API_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ({ apiGet } = await import("@/lib/api/client"));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("apiGet with lastGood", () => {
  it("answers with the last body read for the same request while the backend is out of reach, and only then", async () => {
    reachable = true;
    const first = await apiGet("/api/menus", { locale: "en", auth: false, lastGood: true, revalidate: 0 });
    expect(first).toMatchObject({ url: "/api/menus" });
    reachable = false;
    try {
      expect(await apiGet("/api/menus", { locale: "en", auth: false, lastGood: true, revalidate: 0 })).toEqual(first);
      // Another language is another request: nothing to fall back on.
      await expect(apiGet("/api/menus", { locale: "ar", auth: false, lastGood: true, revalidate: 0 })).rejects.toMatchObject({ kind: "network" });
      // A read without the option still fails.
      await expect(apiGet("/api/menus", { locale: "en", auth: false, revalidate: 0 })).rejects.toMatchObject({ kind: "network" });
    } finally {
      reachable = true;
    }
    const later = await apiGet<{ serial: number }>("/api/menus", { locale: "en", auth: false, lastGood: true, revalidate: 0 });
    expect(later.serial).toBeGreaterThan((first as { serial: number }).serial);
  });
});
