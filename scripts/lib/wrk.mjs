// The benches' load client: Debian's `wrk` (`apt-get install -y wrk`), one thread. Written in C
// around epoll, it sends ~60,000 requests/s through nginx from one core of this 2-core host, where
// autocannon, in its own process or in worker threads, took the cores the server needed and
// measured itself (docs/performance.md has both clients' figures on the same page).
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const WRK = process.env.WRK_PATH ?? "wrk";

/** Whether wrk can be run here; the benches name the package when it cannot. */
export function hasWrk() {
  try {
    execFileSync(WRK, ["--version"], { stdio: "ignore" });
    return true;
  } catch (error) {
    // `wrk --version` prints its usage and exits 1: it is there.
    return error?.status === 1;
  }
}

const MARK = "WRK_RESULT ";

/**
 * wrk's Lua hooks: with `paths`, every request asks for the next of them with a query parameter
 * no request before it had (`bench=<run>-<n>`), so no cache keyed on the URL (nginx's, a CDN's)
 * holds it; `done` prints the summary as JSON, read back by `runWrk`.
 */
export function wrkScript({ paths = null, runId = "run" } = {}) {
  const lines = [];
  if (paths && paths.length > 0) {
    lines.push(`local paths = { ${paths.map((p) => JSON.stringify(p)).join(", ")} }`);
    lines.push(`local counter = 0`);
    lines.push(`request = function()`);
    lines.push(`  counter = counter + 1`);
    lines.push(`  local p = paths[((counter - 1) % #paths) + 1]`);
    lines.push(`  local sep = string.find(p, "?", 1, true) and "&" or "?"`);
    lines.push(`  return wrk.format("GET", p .. sep .. "bench=${runId}-" .. counter)`);
    lines.push(`end`);
  }
  lines.push(`done = function(summary, latency, requests)`);
  lines.push(`  local e = summary.errors`);
  lines.push(
    `  io.write(string.format('${MARK}{"requests":%d,"durationUs":%d,"bytes":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"p50Us":%d,"p99Us":%d,"maxUs":%d}\\n', summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status, e.timeout, latency:percentile(50), latency:percentile(99), latency.max))`,
  );
  lines.push(`end`);
  return `${lines.join("\n")}\n`;
}

/** Reads the JSON line `done` printed. Answers of 400 and above are counted apart (wrk's `status` errors). */
export function parseWrkOutput(output) {
  const line = output.split("\n").find((l) => l.startsWith(MARK));
  if (!line) throw new Error(`wrk printed no summary:\n${output}`);
  const raw = JSON.parse(line.slice(MARK.length));
  const seconds = raw.durationUs / 1e6;
  return {
    requests: raw.requests,
    seconds,
    rps: Math.round(raw.requests / seconds),
    p50: Math.round(raw.p50Us / 100) / 10,
    p99: Math.round(raw.p99Us / 100) / 10,
    max: Math.round(raw.maxUs / 100) / 10,
    bytes: raw.bytes,
    status4xx5xx: raw.status,
    errors: raw.connect + raw.read + raw.write + raw.timeout,
  };
}

/**
 * One wrk run: `connections` kept open by one thread for `seconds`. Latencies in ms. With `paths`
 * (absolute paths on `url`'s origin), each request asks for a URL no request before it did.
 */
export async function runWrk({ url, connections, seconds, headers = {}, paths = null, timeoutSeconds = 30 }) {
  const dir = mkdtempSync(path.join(tmpdir(), "wrk-"));
  try {
    const script = path.join(dir, "bench.lua");
    writeFileSync(script, wrkScript({ paths, runId: Math.random().toString(36).slice(2, 10) }));
    const args = ["-t1", `-c${connections}`, `-d${seconds}s`, `--timeout`, `${timeoutSeconds}s`, "-s", script];
    for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
    args.push(url);
    const output = await new Promise((resolve, reject) => {
      const child = spawn(WRK, args, { stdio: ["ignore", "pipe", "pipe"] });
      let text = "";
      child.stdout.on("data", (chunk) => (text += chunk));
      child.stderr.on("data", (chunk) => (text += chunk));
      child.on("error", reject);
      child.on("exit", (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited with ${code}:\n${text}`))));
    });
    return parseWrkOutput(output);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
