import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { repoRoot } from "../../backend/src/config";

/**
 * Writes bench-results/`file`: when, the run's setup, the machine (Node, CPUs and, since other
 * work on it skews latency, how busy it was), then the figures.
 */
export function writeBenchReport(file: string, setup: Record<string, unknown>, figures: Record<string, unknown>) {
  const out = path.join(repoRoot, "bench-results");
  mkdirSync(out, { recursive: true });
  const report = {
    date: new Date().toISOString(),
    ...setup,
    node: process.version,
    cpus: os.cpus().length,
    cpu_model: os.cpus()[0]?.model,
    load_average: os.loadavg().map((n) => Math.round(n * 100) / 100),
    ...figures,
  };
  writeFileSync(path.join(out, file), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`wrote ${path.join(out, file)}`);
}
