// @vitest-environment node
import { spawn } from "node:child_process";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { htmlWeight, weightGoal } from "../../../scripts/lib/html-weight.mjs";
import { lcpElement, lcpInputs } from "../../../scripts/lib/lighthouse-lcp.mjs";
import { parseStat, treeCpuMs } from "../../../scripts/lib/process-cpu.mjs";
import { hasWrk, parseWrkOutput, runWrk } from "../../../scripts/lib/wrk.mjs";

describe("a page's HTML weight", () => {
  const markup = `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body><main><h1>Doctors</h1></main>`;
  const payload = `<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"0:{\\"a\\":1}\\n"])</script>`;
  const jsonLd = `<script type="application/ld+json">{"@type":"Hospital"}</script>`;
  const html = `${markup}${payload}${jsonLd}</body></html>`;

  it("tells the inline RSC payload from the markup and from other inline scripts", () => {
    const weight = htmlWeight(html);
    expect(weight.bytes).toBe(Buffer.byteLength(html));
    expect(weight.payloadBytes).toBe(Buffer.byteLength(payload));
    expect(weight.otherScriptBytes).toBe(Buffer.byteLength(jsonLd));
    expect(weight.markupBytes).toBe(Buffer.byteLength(markup) + Buffer.byteLength("</body></html>"));
    expect(weight.gzipBytes).toBeGreaterThan(0);
    expect(weight.gzipBytes).toBeLessThan(weight.bytes);
  });

  it("counts bytes, not characters, for Arabic text", () => {
    expect(htmlWeight("<p>أطباء</p>").bytes).toBe(Buffer.byteLength("<p>أطباء</p>"));
  });

  it("holds the home page to 150 kB and every other page to 100 kB, with a payload no larger than the markup", () => {
    const weight = { bytes: 120_000, gzipBytes: 0, payloadBytes: 50_000, otherScriptBytes: 0, markupBytes: 70_000 };
    expect(weightGoal("/", weight)).toMatchObject({ withinSize: true, payloadWithinMarkup: true });
    expect(weightGoal("/en", weight).withinSize).toBe(true);
    expect(weightGoal("/en/doctors", weight)).toMatchObject({ limitBytes: 100_000, withinSize: false });
    expect(weightGoal("/en/doctors", { ...weight, payloadBytes: 80_000, markupBytes: 40_000 }).payloadWithinMarkup).toBe(false);
  });
});

describe("the CPU time of a server's processes", () => {
  it("reads utime and stime after a command name holding spaces and parentheses", () => {
    const stat = "1234 (next-server (v16.4.6)) S 1200 1234 1234 0 -1 4194304 100 0 0 0 250 40 0 0 20 0 11 0 5000 0 0";
    expect(parseStat(stat)).toEqual({ ppid: 1200, ticks: 290 });
  });

  it("counts the CPU a process's children spend", async () => {
    // A parent that only waits, and a child of it that spins until it has used 300 ms of CPU, then
    // says so (through the parent's stdout) and stays alive to be measured.
    const spin = `const u=()=>{const c=process.cpuUsage();return (c.user+c.system)/1000};while(u()<300){}console.log("ready");setTimeout(()=>{},30000)`;
    const parent = spawn(process.execPath, ["-e", `require("node:child_process").spawn(process.execPath, ["-e", ${JSON.stringify(spin)}], { stdio: "inherit" })`], { stdio: ["ignore", "pipe", "ignore"], detached: true });
    try {
      await new Promise<void>((resolve) => parent.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("ready") && resolve()));
      // /proc counts in clock ticks (10 ms) and splits the time its own way: a tick or two short of
      // the child's own 300 ms is the same measurement, a missing child would read about 0.
      expect(treeCpuMs([parent.pid!])).toBeGreaterThanOrEqual(270);
    } finally {
      process.kill(-parent.pid!, "SIGKILL");
    }
  });
});

describe("the load client", () => {
  it("reads the summary its Lua script prints", () => {
    const output = `Running 2s test @ http://localhost:1\n  1 threads and 2 connections\nWRK_RESULT {"requests":500,"durationUs":2000000,"bytes":1000,"connect":0,"read":1,"write":0,"status":3,"timeout":2,"p50Us":1500,"p99Us":12345,"maxUs":20000}\n`;
    expect(parseWrkOutput(output)).toEqual({ requests: 500, seconds: 2, rps: 250, p50: 1.5, p99: 12.3, max: 20, bytes: 1000, status4xx5xx: 3, errors: 3 });
  });

  // Skipped only where wrk is missing and not required (.ci/run installs it and requires it).
  it.skipIf(!hasWrk() && process.env.WRK_REQUIRED !== "1")("asks for a URL no request asked for before, on every request, when given paths", async () => {
    const seen: string[] = [];
    const server = createServer((req, res) => {
      seen.push(req.url ?? "");
      res.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const result = await runWrk({ url: `http://127.0.0.1:${port}`, connections: 2, seconds: 1, paths: ["/en/doctors?branch=1", "/en/doctors"] });
      expect(result.requests).toBeGreaterThan(10);
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.some((url) => url.startsWith("/en/doctors?branch=1&bench="))).toBe(true);
      expect(seen.some((url) => /^\/en\/doctors\?bench=/.test(url))).toBe(true);
    } finally {
      server.close();
    }
  });
});

describe("a Lighthouse report's largest contentful paint", () => {
  it("names the element and its phases from Lighthouse 13's breakdown", () => {
    const report = {
      audits: {
        "lcp-breakdown-insight": {
          details: {
            type: "list",
            items: [
              { type: "table", items: [{ subpart: "timeToFirstByte", duration: 41.6 }, { subpart: "elementRenderDelay", duration: 310.2 }] },
              { type: "node", nodeLabel: "Our doctors", selector: "main > section > h1", snippet: "<h1 class=\"text-3xl\">" },
            ],
          },
        },
      },
    };
    expect(lcpElement(report)).toEqual({
      element: { label: "Our doctors", selector: "main > section > h1", snippet: "<h1 class=\"text-3xl\">" },
      phases: { timeToFirstByte: 42, elementRenderDelay: 310 },
    });
  });

  it("says there is none when the audit found no element", () => {
    expect(lcpElement({ audits: {} })).toEqual({ element: null, phases: {} });
  });
});

describe("what a Lighthouse run's simulated LCP was computed from", () => {
  const report = (observedLcp: number) => ({
    audits: {
      metrics: { details: { items: [{ observedLargestContentfulPaint: observedLcp }] } },
      "network-requests": {
        details: {
          items: [
            { url: "http://site/en/sign-in", resourceType: "Document", networkEndTime: 90, transferSize: 14_761 },
            { url: "http://site/a.css", resourceType: "Stylesheet", networkEndTime: 150, transferSize: 16_600 },
            { url: "http://site/react.js", resourceType: "Script", networkEndTime: 190, transferSize: 74_000 },
            { url: "data:image/svg+xml,<svg/>", resourceType: "Image", networkEndTime: 160, transferSize: 0 },
            { url: "http://site/font.woff2", resourceType: "Font", networkEndTime: 330, transferSize: 34_800 },
          ],
        },
      },
    },
  });

  it("counts the requests that had ended by the observed paint, and how long after the stylesheets it came", () => {
    expect(lcpInputs(report(200))).toEqual({ observedLcpMs: 200, paintAfterStylesheetsMs: 50, requestsBefore: 3, kBBefore: 105.4, scriptsBefore: 1, documentKB: 14.8 });
    expect(lcpInputs(report(1_300))).toMatchObject({ paintAfterStylesheetsMs: 1_150, requestsBefore: 4, scriptsBefore: 1 });
  });

  it("says nothing when the report lacks the metrics or the requests", () => {
    expect(lcpInputs({ audits: {} })).toBeNull();
  });
});
