import { Agent, createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { closeConnectionsWhenIdle } from "../../../server/drain.mjs";

/*
 * A stopping server behind a balancer that keeps its connections open (nginx's keep-alive pool):
 * Node would serve requests on them, and wait to close, for as long as they keep coming.
 */

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server = undefined;
});

/** A server that answers each request after `delayMs`, with Node's keep-alive held for a minute. */
async function slowServer(delayMs: number): Promise<{ server: Server; port: number }> {
  const s = createServer((_req, res) => setTimeout(() => res.end("answer"), delayMs));
  s.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => s.listen(0, "localhost", resolve));
  server = s;
  return { server: s, port: (s.address() as AddressInfo).port };
}

function get(port: number, agent: Agent): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "localhost", port, path: "/", agent }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve(body));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** Closes `s` and resolves with how long that took. */
function closed(s: Server): Promise<number> {
  const started = Date.now();
  return new Promise((resolve) => s.close(() => resolve(Date.now() - started)));
}

describe("a stopping site instance", () => {
  it("finishes the answer under way, then closes its kept-alive connection instead of waiting on it", async () => {
    const { server: s, port } = await slowServer(300);
    const agent = new Agent({ keepAlive: true });
    const idle = await get(port, agent);
    expect(idle).toBe("answer");
    const underWay = get(port, agent);
    await new Promise((r) => setTimeout(r, 50));
    const closing = closed(s);
    closeConnectionsWhenIdle([s], 5_000);
    expect(await underWay).toBe("answer");
    // Well under Node's keep-alive of a minute, and under the deadline: as soon as the answer was out.
    expect(await closing).toBeLessThan(1_500);
    agent.destroy();
  });

  it("closes what is still open once the deadline has passed", async () => {
    const { server: s, port } = await slowServer(10_000);
    const agent = new Agent({ keepAlive: true });
    const underWay = get(port, agent).catch((error: Error) => error);
    await new Promise((r) => setTimeout(r, 50));
    const closing = closed(s);
    closeConnectionsWhenIdle([s], 200);
    expect(await closing).toBeLessThan(2_000);
    expect(await underWay).toBeInstanceOf(Error);
    agent.destroy();
  });
});
