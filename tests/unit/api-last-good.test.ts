// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { standInBackend } from "../support/stand-in-backend";

vi.mock("server-only", () => ({}));

/** A stand-in backend that answers until it is told to drop off the network. */
let reachable = true;
let serial = 0;
const client = standInBackend(
  (req, res) => {
    if (!reachable) {
      req.socket.destroy();
      return;
    }
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ url: req.url, serial: ++serial }));
  },
  () => import("@/lib/api/client"),
);

describe("apiGet with lastGood", () => {
  it("answers with the last body read for the same request while the backend is out of reach, and only then", async () => {
    reachable = true;
    const first = await client().apiGet("/api/menus", { locale: "en", auth: false, lastGood: true, revalidate: 0 });
    expect(first).toMatchObject({ url: "/api/menus" });
    reachable = false;
    try {
      expect(await client().apiGet("/api/menus", { locale: "en", auth: false, lastGood: true, revalidate: 0 })).toEqual(first);
      // Another language is another request: nothing to fall back on.
      await expect(client().apiGet("/api/menus", { locale: "ar", auth: false, lastGood: true, revalidate: 0 })).rejects.toMatchObject({ kind: "network" });
      // A read without the option still fails.
      await expect(client().apiGet("/api/menus", { locale: "en", auth: false, revalidate: 0 })).rejects.toMatchObject({ kind: "network" });
    } finally {
      reachable = true;
    }
    const later = await client().apiGet<{ serial: number }>("/api/menus", { locale: "en", auth: false, lastGood: true, revalidate: 0 });
    expect(later.serial).toBeGreaterThan((first as { serial: number }).serial);
  });
});
