import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import "../../../server/refused-methods.mjs";

// A server as `next start` runs it with the preload; its own listener stands for Next.
let reached = 0;
const server = createServer((_req, res) => {
  reached += 1;
  res.end("next");
});
let port = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "localhost", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function send(method: string): Promise<{ status: number; allow: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "localhost", port, method, path: "/" }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, allow: res.headers.allow, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("methods Next cannot handle, refused before it is asked", () => {
  it("answers TRACE, even as the server's first request, with 405 and never reaches Next", async () => {
    const trace = await send("TRACE");
    expect(trace).toMatchObject({ status: 405, body: "Method not allowed" });
    expect(trace.allow).toContain("GET");
    expect(reached).toBe(0);
  });

  it("hands every other request to Next", async () => {
    expect(await send("GET")).toMatchObject({ status: 200, body: "next" });
    expect(await send("POST")).toMatchObject({ status: 200, body: "next" });
    expect(reached).toBe(2);
  });
});
