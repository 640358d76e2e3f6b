import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { TEST_ADDRESS_HEADER, trustedHops, visitorAddress } from "../../../server/visitor-address.mjs";
import { visitorIpFrom } from "@/lib/visitor-ip";

// A server as `next start` runs it with the preload: the request listener reads what the hook left.
let seen: IncomingHttpHeaders = {};
const server = createServer((req, res) => {
  seen = req.headers;
  res.end();
});
let base = "";
const saved = { hops: process.env.TRUSTED_PROXY_HOPS, appEnv: process.env.APP_ENV };
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "localhost", resolve));
  base = `http://localhost:${(server.address() as AddressInfo).port}`;
});
afterEach(() => {
  process.env.TRUSTED_PROXY_HOPS = saved.hops;
  process.env.APP_ENV = saved.appEnv;
  if (saved.hops === undefined) delete process.env.TRUSTED_PROXY_HOPS;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function forwardedFor(headers: Record<string, string>): Promise<string | undefined> {
  await fetch(base, { headers });
  return seen["x-forwarded-for"] as string | undefined;
}

describe("the visitor's address, settled before Next reads the request", () => {
  it("is the socket's when no proxy is trusted, whatever forwarding headers the client sends", async () => {
    delete process.env.TRUSTED_PROXY_HOPS;
    const loopback = await forwardedFor({});
    expect(["127.0.0.1", "::1"]).toContain(loopback);
    for (const claimed of ["203.0.113.9", "203.0.113.9, 198.51.100.7", "not-an-ip"]) {
      expect(await forwardedFor({ "x-forwarded-for": claimed, "x-real-ip": "203.0.113.1", forwarded: "for=203.0.113.2" })).toBe(loopback);
      expect(seen["x-real-ip"]).toBeUndefined();
      expect(seen.forwarded).toBeUndefined();
    }
  });

  it("behind one trusted proxy is the entry that proxy appended, not what the client claimed before it", async () => {
    process.env.TRUSTED_PROXY_HOPS = "1";
    expect(await forwardedFor({ "x-forwarded-for": "198.51.100.7, 203.0.113.9" })).toBe("203.0.113.9");
    expect(await forwardedFor({ "x-forwarded-for": "203.0.113.9" })).toBe("203.0.113.9");
  });

  it("honours the test address only with APP_ENV=test, and never passes that header on", async () => {
    delete process.env.TRUSTED_PROXY_HOPS;
    process.env.APP_ENV = "test";
    expect(await forwardedFor({ [TEST_ADDRESS_HEADER]: "198.18.0.5", "x-forwarded-for": "203.0.113.9" })).toBe("198.18.0.5");
    expect(seen[TEST_ADDRESS_HEADER]).toBeUndefined();
    process.env.APP_ENV = "production";
    expect(await forwardedFor({ [TEST_ADDRESS_HEADER]: "198.18.0.5" })).not.toBe("198.18.0.5");
    expect(seen[TEST_ADDRESS_HEADER]).toBeUndefined();
  });

  it("is trusted by the site only once the hook is installed (this file's import installed it)", () => {
    expect(visitorIpFrom("198.18.0.5")).toBe("198.18.0.5");
    expect(visitorIpFrom(undefined)).toBeUndefined();
  });
});

describe("visitorAddress and TRUSTED_PROXY_HOPS", () => {
  const chain = "198.51.100.1, 203.0.113.2, 10.0.0.3";
  it.each([
    [0, "192.0.2.10"],
    [1, "10.0.0.3"],
    [2, "203.0.113.2"],
    [3, "198.51.100.1"],
    // Fewer proxies than configured: the furthest address the request has.
    [9, "198.51.100.1"],
  ])("with %i trusted hops counts %s", (hops, expected) => {
    expect(visitorAddress({ forwardedFor: chain, socketAddress: "::ffff:192.0.2.10", hops })).toBe(expected);
  });

  it("skips an entry that is not an address towards the socket", () => {
    expect(visitorAddress({ forwardedFor: "evil, unknown", socketAddress: "192.0.2.10", hops: 1 })).toBe("192.0.2.10");
    expect(visitorAddress({ forwardedFor: ["198.51.100.1", "[2001:DB8::1]"], socketAddress: "192.0.2.10", hops: 1 })).toBe("2001:db8::1");
  });

  it.each([
    [undefined, 0],
    ["", 0],
    ["2", 2],
    ["-1", 0],
    ["1.5", 0],
    ["all", 0],
  ])("reads TRUSTED_PROXY_HOPS=%s as %i", (value, hops) => {
    expect(trustedHops(value)).toBe(hops);
  });
});
