import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { answerPercentiles, answersBetween, readAnswerTimes, recordAnswerTimes } from "../../../scripts/lib/answer-times.mjs";
import { describe as describeFigure, measure } from "../../../scripts/lib/bench-measure.mjs";
import { hasWrk } from "../../../scripts/lib/wrk.mjs";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the site's own answer times (npm run bench)", () => {
  it("records when each request was read and how long its answer took", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "answer-times-"));
    dirs.push(dir);
    const file = path.join(dir, "times.log");
    // Room for one request between writes: the three below make the buffer grow.
    const stop = recordAnswerTimes(file, { capacity: 1 });
    const server = createServer((_req, res) => setTimeout(() => res.end("ok"), 40));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const before = Date.now();
    try {
      for (let i = 0; i < 3; i++) await (await fetch(`http://127.0.0.1:${port}/`)).text();
    } finally {
      await new Promise((resolve) => server.close(resolve));
      stop();
    }
    const times = readAnswerTimes(file);
    expect(times).toHaveLength(3);
    for (const t of times) {
      expect(t.ms).toBeGreaterThanOrEqual(35);
      expect(t.start).toBeGreaterThanOrEqual(before - 1);
      expect(t.start).toBeLessThanOrEqual(Date.now());
    }
    // Stopped: a request answered afterwards is not written.
    const later = createServer((_req, res) => res.end("ok"));
    await new Promise<void>((resolve) => later.listen(0, "127.0.0.1", resolve));
    await (await fetch(`http://127.0.0.1:${(later.address() as AddressInfo).port}/`)).text();
    await new Promise((resolve) => later.close(resolve));
    expect(readAnswerTimes(file)).toHaveLength(3);
  });

  it("reads nothing from a file not written yet", () => {
    expect(readAnswerTimes(path.join(tmpdir(), "no-such-answer-times.log"))).toEqual([]);
  });

  it("takes the nearest-rank p50 and p99 of the requests read within a run", () => {
    // 200 requests read at 1000–1199 ms taking 1–200 ms, and one read before the run that took long.
    const times = [{ start: 999, ms: 5000 }, ...Array.from({ length: 200 }, (_, i) => ({ start: 1000 + i, ms: i + 1 }))];
    expect(answerPercentiles(times, 1000, 1199)).toEqual({ answered: 200, p50: 100, p99: 198 });
    expect(answerPercentiles(times, 999, 1000)).toEqual({ answered: 2, p50: 1, p99: 5000 });
    expect(answerPercentiles(times, 2000, 3000)).toBeNull();
  });

  // Skipped only where wrk is missing and not required (.ci/run installs it and requires it).
  it.skipIf(!hasWrk() && process.env.WRK_REQUIRED !== "1")("gives a bench figure the site's own p50 and p99 beside wrk's", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "answer-times-"));
    dirs.push(dir);
    const file = path.join(dir, "times.log");
    const stop = recordAnswerTimes(file);
    const server = createServer((_req, res) => setTimeout(() => res.end("ok"), 20));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const figure = await measure({
        label: "a page that answers in 20 ms",
        url: `http://127.0.0.1:${port}/`,
        connections: 2,
        seconds: 1,
        warmUpSeconds: 1,
        answerTimes: (fromMs, toMs) => answersBetween(file, fromMs, toMs),
      });
      // Read once: the next figure starts from an empty file.
      expect(readAnswerTimes(file)).toEqual([]);
      expect(figure.requests).toBeGreaterThan(20);
      expect(figure.siteP50).toBeGreaterThanOrEqual(19);
      expect(figure.siteP99).toBeGreaterThanOrEqual(figure.siteP50!);
      // wrk's clock starts before the site reads the request and stops after the answer leaves it.
      expect(figure.p50).toBeGreaterThanOrEqual(figure.siteP50! - 1);
      expect(describeFigure(figure)).toContain(`the site's own answers: p50 ${figure.siteP50} ms, p99 ${figure.siteP99} ms`);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      stop();
    }
  });
});
