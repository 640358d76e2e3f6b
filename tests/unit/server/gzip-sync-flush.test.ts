import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import "../../../server/gzip-sync-flush.mjs";

/** Gzips `parts` as a streamed answer is: each part written, then the stream flushed with no kind named. */
async function streamed(parts: string[]): Promise<Buffer> {
  const gzip = zlib.createGzip();
  const chunks: Buffer[] = [];
  gzip.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => gzip.on("end", resolve));
  for (const part of parts) {
    gzip.write(part);
    await new Promise<void>((resolve) => gzip.flush(() => resolve()));
  }
  gzip.end();
  await ended;
  return Buffer.concat(chunks);
}

describe("a gzip stream flushed with no kind named (the compression middleware's flush)", () => {
  // The markup, then a payload that repeats it, as a page streams them.
  // Texts that do not repeat one another (a fixed pseudo-random sequence), as a page's do not.
  let seed = 7;
  const word = () => Array.from({ length: 7 }, () => String.fromCharCode(97 + ((seed = (seed * 48271) % 2147483647) % 26))).join("");
  const markup = Array.from({ length: 60 }, () => `<li class="footer-link">${word()} ${word()}</li>`).join("");
  const parts = [markup, JSON.stringify(markup)];

  it("keeps the compressor's history: what follows the flush still refers back to what preceded it", async () => {
    const body = await streamed(parts);
    const whole = zlib.gzipSync(parts.join(""));
    expect(zlib.gunzipSync(body).toString()).toBe(parts.join(""));
    // A full flush would compress the payload again from nothing: nearly twice the whole's size.
    expect(body.length).toBeLessThan(whole.length + 40);
    expect(body.length).toBeLessThan(zlib.gzipSync(markup).length * 1.5);
  });

  it("still hands over every byte written before the flush", async () => {
    const gzip = zlib.createGzip();
    const chunks: Buffer[] = [];
    gzip.on("data", (chunk: Buffer) => chunks.push(chunk));
    gzip.write(markup);
    await new Promise<void>((resolve) => gzip.flush(() => resolve()));
    const inflate = zlib.createGunzip();
    const out: Buffer[] = [];
    inflate.on("data", (chunk: Buffer) => out.push(chunk));
    inflate.write(Buffer.concat(chunks));
    await new Promise<void>((resolve) => inflate.flush(() => resolve()));
    expect(Buffer.concat(out).toString()).toBe(markup);
    gzip.destroy();
    inflate.destroy();
  });

  it("gives a caller that names a kind that kind", async () => {
    const gzip = zlib.createGzip();
    const chunks: Buffer[] = [];
    gzip.on("data", (chunk: Buffer) => chunks.push(chunk));
    gzip.write(markup);
    await new Promise<void>((resolve) => gzip.flush(zlib.constants.Z_FULL_FLUSH, () => resolve()));
    gzip.write(JSON.stringify(markup));
    await new Promise<void>((resolve) => gzip.flush(zlib.constants.Z_FULL_FLUSH, () => resolve()));
    expect(Buffer.concat(chunks).length).toBeGreaterThan((await streamed(parts)).length + 100);
    gzip.destroy();
  });
});
