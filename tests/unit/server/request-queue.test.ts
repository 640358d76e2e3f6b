import { createServer, request, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createGate, DEFAULT_MAX_CONCURRENT, maxConcurrent, queueServer } from "../../../server/request-queue.mjs";

describe("the gate", () => {
  it("lets `limit` through at once and the rest in arrival order, each as a turn ends", () => {
    const gate = createGate(2);
    const started: string[] = [];
    const ends = new Map<string, () => void>();
    for (const name of ["a", "b", "c", "d"]) ends.set(name, gate.enter(() => started.push(name)));
    expect(started).toEqual(["a", "b"]);
    expect(gate.waiting).toBe(2);
    ends.get("b")!();
    ends.get("b")!(); // a turn ends once, however often it is said
    expect(started).toEqual(["a", "b", "c"]);
    ends.get("a")!();
    ends.get("c")!();
    ends.get("d")!();
    expect(started).toEqual(["a", "b", "c", "d"]);
    expect(gate.active).toBe(0);
  });

  it("takes a place out of the line when it ends before its turn came", () => {
    const gate = createGate(1);
    const started: string[] = [];
    const first = gate.enter(() => started.push("first"));
    const left = gate.enter(() => started.push("left"));
    gate.enter(() => started.push("last"));
    left();
    expect(gate.waiting).toBe(1);
    first();
    expect(started).toEqual(["first", "last"]);
  });

  it("ends a turn that lasts longer than its most, so a request that hangs does not hold the others", () => {
    vi.useFakeTimers();
    try {
      const gate = createGate(1, 1_000);
      const started: string[] = [];
      gate.enter(() => started.push("hangs"));
      gate.enter(() => started.push("next"));
      vi.advanceTimersByTime(999);
      expect(started).toEqual(["hangs"]);
      vi.advanceTimersByTime(1);
      expect(started).toEqual(["hangs", "next"]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("takes its size from SITE_MAX_CONCURRENT_REQUESTS, a positive whole number, or its default", () => {
    expect(maxConcurrent({ SITE_MAX_CONCURRENT_REQUESTS: "3" })).toBe(3);
    for (const value of [undefined, "", "0", "-2", "2.5", "many"]) {
      expect(maxConcurrent({ SITE_MAX_CONCURRENT_REQUESTS: value })).toBe(DEFAULT_MAX_CONCURRENT);
    }
  });
});

// A server as `next start` runs it with the preload; its own listener stands for Next, and answers
// each request only when the test says.
const reached: string[] = [];
const pending = new Map<string, ServerResponse>();
const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  reached.push(req.url!);
  pending.set(req.url!, res);
});
const gate = createGate(2);
queueServer(server, gate);
let port = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "localhost", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(path: string): { done: Promise<string>; abort: () => void } {
  const controller = new AbortController();
  const done = new Promise<string>((resolve, reject) => {
    const req = request({ host: "localhost", port, path, agent: false, signal: controller.signal }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve(body));
    });
    req.on("error", reject);
    req.end();
  });
  return { done, abort: () => controller.abort() };
}

const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true));

describe("a server behind the gate", () => {
  it("hands Next two requests at a time, the next one as an answer ends, and skips a visitor who left while waiting", async () => {
    const first = get("/1");
    const second = get("/2");
    await until(() => reached.length === 2);
    const gone = get("/gone");
    const third = get("/3");
    // Both wait: the gate is full. (The first two connections may reach the server in either order.)
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect([...reached].sort()).toEqual(["/1", "/2"]);

    await until(() => gate.waiting === 2);
    gone.abort();
    await gone.done.catch(() => undefined);
    await until(() => gate.waiting === 1);
    pending.get("/1")!.end("one");
    expect(await first.done).toBe("one");
    // The visitor who left is not rendered for: the third request takes the freed turn.
    await until(() => reached.includes("/3"));
    expect(reached.slice(2)).toEqual(["/3"]);

    pending.get("/2")!.end("two");
    pending.get("/3")!.end("three");
    expect(await second.done).toBe("two");
    expect(await third.done).toBe("three");
  });
});
