import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cache, createEncodedCache } from "../../../server/encoded-body-cache.mjs";

// A cached page as Next holds it: one string object, mostly Arabic, well above the threshold.
const page = `<!DOCTYPE html><html lang="ar" dir="rtl"><body>${"<p>مستشفى الندى التخصصي — احجز موعدك</p>".repeat(2000)}</body></html>`;

let handler: (res: ServerResponse) => void = (res) => res.end();
const server = createServer((_req, res) => handler(res));
let base = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "localhost", resolve));
  base = `http://localhost:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** What Next's sendRenderResult does with a cached page. */
function sendLikeNext(res: ServerResponse, body: string, encoding?: BufferEncoding) {
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Content-Length", Buffer.byteLength(body, encoding));
  if (encoding) res.end(body, encoding);
  else res.end(body);
}

describe("encoded-body cache (preloaded into next start)", () => {
  it("sends a large page byte for byte, with the right Content-Length, and encodes it once", async () => {
    handler = (res) => sendLikeNext(res, page);
    const before = { size: cache.size, bytes: cache.bytes };
    for (let i = 0; i < 3; i++) {
      const res = await fetch(base);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.equals(Buffer.from(page, "utf8"))).toBe(true);
      expect(Number(res.headers.get("content-length"))).toBe(bytes.length);
    }
    // Three responses, one encoding kept: Content-Length and body both came from the cache.
    expect(cache.size - before.size).toBe(1);
    expect(cache.bytes - before.bytes).toBe(Buffer.from(page, "utf8").length);
    expect(cache.encoded(page)).toBe(cache.encoded(page));
  });

  it("leaves small bodies, other encodings and Buffers as they were", async () => {
    const latin = "é".repeat(40_000);
    handler = (res) => sendLikeNext(res, latin, "latin1");
    const res = await fetch(base);
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(latin, "latin1"))).toBe(true);
    expect(Buffer.byteLength("aGVsbG8=", "base64")).toBe(5);
    expect(Buffer.byteLength("سلام")).toBe(8);
    expect(cache.applies("short")).toBe(false);
    expect(cache.applies(latin, "latin1")).toBe(false);
    expect(cache.applies(Buffer.from(page))).toBe(false);
  });

  it("answers Buffer.byteLength from kept pages only, never keeping a string no response sent", () => {
    const before = cache.size;
    const body = JSON.stringify({ text: "طلب ".repeat(10_000) });
    expect(Buffer.byteLength(body)).toBe(Buffer.from(body, "utf8").length);
    expect(cache.size).toBe(before);
    expect(cache.peek(body)).toBeUndefined();
  });

  it("keeps the callback form of res.end working", async () => {
    let called = false;
    handler = (res) => res.end(page, () => (called = true));
    await (await fetch(base)).arrayBuffer();
    expect(called).toBe(true);
  });

  it("stays within its byte budget, letting the least recently used page go first", () => {
    const small = createEncodedCache({ minChars: 4, maxBytes: 30 });
    const [a, b, c] = ["aaaaaaaaaa", "bbbbbbbbbb", "cccccccccc"];
    const first = small.encoded(a);
    small.encoded(b);
    small.encoded(c);
    expect(small.bytes).toBe(30);
    expect(small.encoded(a)).toBe(first); // a is now the most recent
    small.encoded("dddddddddd"); // over budget: b, the least recent, leaves
    expect(small.size).toBe(3);
    expect(small.bytes).toBe(30);
    expect(small.encoded(a)).toBe(first);
    expect(small.size).toBe(3);
    const before = small.bytes;
    small.encoded(b); // b was evicted: encoded again, and c (now the oldest) leaves
    expect(small.bytes).toBe(before);
    expect(small.applies("abc")).toBe(false);
    expect(small.applies("abcd")).toBe(true);
  });
});
